// validatePage / validateApplication as the client and server use them: {} when valid, merged
// maps, messages only for spec-listed keys on screen, and the error-message pipeline stages.
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { completeApplication } from '../fixtures/complete-application';
import { NOW } from '../test-support/page-cases';
import { PAGE_IDS } from '../types';
import { CHOICE_WITHDRAWN_MESSAGE } from '../definitions/engine-texts';
import { pageOfKey } from '../definitions/page-keys';
import {
  fillParams,
  keyOfPath,
  mergeErrorMaps,
  toErrorMap,
  toFieldErrors,
} from './errors-to-messages';
import { validateApplication, validatePage } from './validate-page';

// Keys of spec section 5, the only ones that may ever carry a message.
const SPEC_KEYS = new Set([
  'first_name',
  'last_name',
  'phone_home',
  'phone_mobile',
  'birth_date',
  'address_line_1',
  'city',
  'country',
  'state',
  'zip',
  // Issue 14: the applicant's own e-mail follows the e-mail rule; every U.S. ZIP is 5 digits or ZIP+4.
  'email_address',
  'mailing_zip',
  'parent_zip',
  'parent_2_zip',
  'hs_zip',
  'hs_2_zip',
  'hs_3_zip',
  'mailing_addr_effective_date',
  'mailing_addr_expiration_date',
  'citizenship_type',
  'citizenship_visa_status',
  'citizenship',
  'legacy_ind',
  ...['', '_2', '_3', '_4', '_5'].flatMap((n) =>
    ['relationship', 'first_name', 'last_name'].map((f) => `legacy${n}_${f}`),
  ),
  'parent_marital_status',
  'parent_relationship',
  'parent_first_name',
  'parent_last_name',
  'parent_2_relationship',
  'parent_2_first_name',
  'parent_2_last_name',
  'parent_email_address',
  'parent_phone',
  'parent_2_email_address',
  'parent_2_phone',
  ...[1, 2, 3, 4, 5].flatMap((n) =>
    ['last_name', 'age', 'relationship'].map((f) => `sibling_${n}_${f}`),
  ),
  'entry_term',
  'applied_major',
  'career_goal',
  'first_hear_regis',
  'hs_name',
  'hs_attend_from_month',
  'grad_month',
  'co_grad',
  'co_attend',
  'co_reside',
  'hs_gpa',
  'counselor_email_address',
  'counselor_phone',
  'conviction',
  'conviction_comment',
  'suspended',
  'suspended_comment',
  'legal_agree',
  'counselor_waiver_request',
  'signature',
]);

describe('validatePage', () => {
  it.each(PAGE_IDS)('returns {} for a complete %s page', (pageId) => {
    expect(validatePage(pageId, completeApplication(), NOW)).toEqual({});
  });

  it('treats missing keys as empty answers', () => {
    expect(validatePage('final-steps', {}, NOW)).toEqual({
      conviction: ['Please answer the question about convictions.'],
      suspended: ['Please answer the question about school discipline.'],
      legal_agree: ['You must agree to the certification statement.'],
      counselor_waiver_request: [
        "Please tell us whether you waive your right to read your counselor's recommendation.",
      ],
      signature: ['Please type your full name as your signature.'],
    });
  });

  it('gives messages only for spec-listed keys of the page, even for garbage answers', () => {
    const garbage = Object.fromEntries(Object.keys(completeApplication()).map((k) => [k, 'x']));
    for (const pageId of PAGE_IDS) {
      for (const [key, messages] of Object.entries(validatePage(pageId, garbage, NOW))) {
        // Issue 18: any coded answer its question does not offer asks for a new choice.
        const specMessages = messages.filter((m) => m !== CHOICE_WITHDRAWN_MESSAGE);
        if (specMessages.length === 0) continue;
        expect(SPEC_KEYS.has(key), key).toBe(true);
        expect(pageOfKey(key)).toBe(pageId);
      }
    }
  });

  it('never reports a hidden question: the visa status of a U.S. citizen', () => {
    const answers = {
      ...completeApplication(),
      citizenship_type: 'C',
      citizenship_visa_status: '',
    };
    expect(validatePage('about', answers, NOW).citizenship_visa_status).toBeUndefined();
  });

  it('respects the view: entries beyond the add-another count are not on screen', () => {
    const answers = { ...completeApplication(), sibling_3_last_name: '' };
    expect(
      validatePage('about', answers, NOW, { addAnother: { sibling: 3 } }).sibling_3_last_name,
    ).toBeDefined();
    expect(
      validatePage('about', answers, NOW, { addAnother: { sibling: 2 } }).sibling_3_last_name,
    ).toBeUndefined();
    // Spec section 4: with no stored count one entry is on screen, so entry 3 says nothing.
    expect(validatePage('about', answers, NOW).sibling_3_last_name).toBeUndefined();
  });

  it('uses the real clock when no date is given', () => {
    const thisYear = new Date().getFullYear();
    const answers = {
      ...completeApplication(),
      mailing_addr_effective_date: `${thisYear - 7}-01-01`,
    };
    expect(validatePage('about', answers).mailing_addr_effective_date).toEqual([
      `The minimum supported year is ${thisYear - 6}`,
    ]);
  });
});

describe('validateApplication', () => {
  it('is {} for a complete application', () => {
    expect(validateApplication(completeApplication(), NOW)).toEqual({});
  });

  it('merges the three pages', () => {
    const errors = validateApplication(
      { ...completeApplication(), first_name: '', entry_term: '', signature: '' },
      NOW,
    );
    expect(Object.keys(errors).sort()).toEqual(['entry_term', 'first_name', 'signature']);
  });
});

describe('error pipeline stages', () => {
  const error = (e: Partial<ErrorObject>): ErrorObject =>
    ({
      instancePath: '',
      schemaPath: '#',
      keyword: 'errorMessage',
      params: {},
      ...e,
    }) as ErrorObject;

  it('reads the key from the instance path', () => {
    expect(keyOfPath('/first_name')).toBe('first_name');
    expect(keyOfPath('/a~1b')).toBe('a/b');
    expect(keyOfPath('')).toBe('');
  });

  it('fills {limit} from the original error and leaves unknown names', () => {
    expect(fillParams('The minimum supported year is {limit}', { limit: 2019 })).toBe(
      'The minimum supported year is 2019',
    );
    expect(fillParams('Keep {this}', { limit: 1 })).toBe('Keep {this}');
  });

  it('drops "if" errors and falls back for rules without a message', () => {
    const field = toFieldErrors([
      error({ keyword: 'if', instancePath: '' }),
      error({ keyword: 'pattern', instancePath: '/zip' }),
      error({ instancePath: '/city', message: 'City is required.', params: { errors: [] } }),
      error({
        instancePath: '/legacy_ind',
        message: 'Anyone at {site.name}?',
        params: { errors: [] },
      }),
    ]);
    expect(field).toEqual([
      { key: 'zip', message: 'Please check this answer.' },
      { key: 'city', message: 'City is required.' },
      { key: 'legacy_ind', message: 'Anyone at Sample University?' },
    ]);
  });

  it('removes duplicate messages per key', () => {
    const map = toErrorMap([
      { key: 'a', message: 'x' },
      { key: 'a', message: 'x' },
      { key: 'a', message: 'y' },
    ]);
    expect(map).toEqual({ a: ['x', 'y'] });
    expect(mergeErrorMaps(map, { a: ['y', 'z'], b: ['w'] })).toEqual({
      a: ['x', 'y', 'z'],
      b: ['w'],
    });
  });
});
