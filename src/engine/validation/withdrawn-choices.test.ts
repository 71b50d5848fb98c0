// Issue 18: a code saved under older definitions whose option is gone asks for a new choice,
// wherever the question is on screen; the page's other rules are unchanged.
import { describe, expect, it } from 'vitest';
import { CHOICE_WITHDRAWN_MESSAGE } from '../definitions/engine-texts';
import { pageOfKey } from '../definitions/page-keys';
import { completeApplication } from '../fixtures/complete-application';
import { NOW } from '../test-support/page-cases';
import type { Answers } from '../types';
import { validateApplication, validatePage } from './validate-page';
import { withdrawnChoices } from './withdrawn-choices';

const WITHDRAWN = 'The option you chose is no longer available. Please choose again.';

describe('a choice the definitions no longer offer', () => {
  it('has the message the page shows', () => {
    expect(CHOICE_WITHDRAWN_MESSAGE).toBe(WITHDRAWN);
  });

  it.each<[string, Answers, string, string[] | undefined]>([
    ['a select code no longer listed', { prefix: 'REV' }, 'prefix', [WITHDRAWN]],
    ['a radio code no longer listed', { legacy_ind: 'MAYBE' }, 'legacy_ind', [WITHDRAWN]],
    ['an entry term no longer listed', { entry_term: '1999FA' }, 'entry_term', [WITHDRAWN]],
    [
      'a state no longer listed for the chosen country',
      { country: 'USA', state: 'Atlantis' },
      'state',
      [WITHDRAWN],
    ],
    ['a code still listed', { prefix: 'MS' }, 'prefix', undefined],
    ['an empty select (only the page rules speak)', { prefix: '' }, 'prefix', undefined],
    [
      'a state when the country has no state list (the select is not on screen)',
      { country: 'FRA', state: 'Atlantis' },
      'state',
      undefined,
    ],
    [
      'a mailing state while the mailing address is the permanent one (hidden)',
      { mailing_addr_same_as_perm_addr: true, mailing_state: 'Atlantis' },
      'mailing_state',
      undefined,
    ],
  ])('%s', (_name, patch, key, expected) => {
    const page = pageOfKey(key);
    if (!page) throw new Error(`${key} is on no page`);
    expect(validatePage(page, { ...completeApplication(), ...patch }, NOW)[key]).toEqual(expected);
  });

  it('stops submit: the whole application is invalid with only that message', () => {
    expect(validateApplication({ ...completeApplication(), prefix: 'REV' }, NOW)).toEqual({
      prefix: [WITHDRAWN],
    });
  });

  it('lists every withdrawn choice of a page in page order', () => {
    const answers = { ...completeApplication(), suffix: 'XIV', prefix: 'REV' };
    expect(withdrawnChoices('about', answers, NOW).map((e) => e.key)).toEqual(['prefix', 'suffix']);
  });
});
