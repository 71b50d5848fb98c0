// The data model against the definitions: every key on exactly one page, _desc companions,
// booleans and documents as the spec says, and the key/type checks the server relies on.
import { describe, expect, it } from 'vitest';
import answersSchema from '../../../schemas/answers.schema.json';
import aboutSchema from '../../../schemas/pages/about.schema.json';
import educationSchema from '../../../schemas/pages/education.schema.json';
import { EMAIL_PATTERN } from '../account/email';
import { PHONE_PATTERN } from '../format/phone';
import { isCodedKey, pageAnswerKeys, pageOfKey, pageQuestionKeys } from '../definitions/page-keys';
import { PAGE_IDS } from '../types';
import { answerKeys, answerEnum, answerValueType, emptyAnswers, isAnswerKey } from './answer-keys';
import { answerValueProblem, answerValueProblems } from './answer-value-problem';

describe('data model', () => {
  it('puts every key on exactly one page', () => {
    const all = PAGE_IDS.flatMap((id) => pageAnswerKeys(id));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...answerKeys()].sort());
  });

  it('follows the page-to-questions map of spec section 2', () => {
    for (const key of [
      'first_name',
      'zip',
      'mailing_city',
      'citizenship',
      'race_white',
      'parent_2_phone',
      'legacy_maiden',
      'sibling_5_age',
    ]) {
      expect(pageOfKey(key), key).toBe('about');
    }
    for (const key of [
      'entry_term',
      'hs_3_attend_to_year',
      'counselor_phone',
      'hs_gpa',
      'co_grad',
    ]) {
      expect(pageOfKey(key), key).toBe('education');
    }
    for (const key of [
      'conviction',
      'suspended_comment',
      'counselor_waiver_request',
      'legal_agree',
      'signature',
    ]) {
      expect(pageOfKey(key), key).toBe('final-steps');
    }
    expect(pageOfKey('nope')).toBeUndefined();
  });

  it('has a _desc companion for every coded answer', () => {
    const coded = PAGE_IDS.flatMap((id) => pageQuestionKeys(id)).filter(isCodedKey);
    expect(coded.length).toBeGreaterThan(60);
    for (const key of coded) expect(isAnswerKey(`${key}_desc`), key).toBe(true);
  });

  it('numbers repeated keys: legacy first unnumbered, siblings from 1, high schools hs_, hs_2_, hs_3_', () => {
    expect(answerKeys()).toEqual(
      expect.arrayContaining(['legacy_relationship', 'legacy_2_relationship', 'legacy_5_maiden']),
    );
    expect(answerKeys()).toEqual(
      expect.arrayContaining(['sibling_1_first_name', 'sibling_5_relationship']),
    );
    expect(answerKeys()).toEqual(expect.arrayContaining(['hs_name', 'hs_2_name', 'hs_3_ceeb']));
    expect(isAnswerKey('legacy_1_relationship')).toBe(false);
    expect(isAnswerKey('sibling_first_name')).toBe(false);
  });

  it('types booleans and documents as the spec says', () => {
    const booleans = [
      'race_american_indian',
      'race_asian',
      'race_black',
      'race_native_hawaiian',
      'race_white',
      'legal_agree',
      'optin_sms_ind',
      'mailing_addr_same_as_perm_addr',
      'no_parent_primary',
      'parent_addr_same_as_stu_perm',
      'parent_2_addr_same_as_stu_perm',
    ];
    for (const key of booleans) expect(answerValueType(key), key).toBe('boolean');
    expect(answerValueType('first_name')).toBe('string');
    expect(answerValueType('nope')).toBeUndefined();
    const props = answersSchema.properties as Record<string, { enum?: string[] }>;
    expect(props.additional_info_doc?.enum).toEqual(['', 'ANSWERED']);
    expect(props.student_upload_card?.enum).toEqual(['', 'ANSWERED']);
    expect(emptyAnswers().legal_agree).toBe(false);
    expect(emptyAnswers().first_name).toBe('');
  });

  it('explains refused values for the server', () => {
    expect(answerValueProblem('first_name', 'Alex')).toBeUndefined();
    expect(answerValueProblem('first_name', true)).toBe('first_name must be a string.');
    expect(answerValueProblem('legal_agree', 'yes')).toBe('legal_agree must be a boolean.');
    expect(answerValueProblem('additional_info_doc', 'maybe')).toBe(
      'additional_info_doc must be one of: "", "ANSWERED".',
    );
    expect(answerValueProblem('is_admin', true)).toBe(
      'is_admin is not an answer of this application.',
    );
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'does not take %s, found on every object, for an answer key',
    (key) => {
      expect(answerValueType(key)).toBeUndefined();
      expect(answerEnum(key)).toBeUndefined();
      expect(answerValueProblem(key, 'x')).toBe(`${key} is not an answer of this application.`);
    },
  );

  it('uses the engine e-mail and phone patterns in the page schemas', () => {
    const email = `^$|${EMAIL_PATTERN.source}`;
    const phone = `^$|${PHONE_PATTERN.source}`;
    expect(aboutSchema.properties.parent_email_address.pattern).toBe(email);
    expect(educationSchema.properties.counselor_email_address.pattern).toBe(email);
    expect(aboutSchema.properties.phone_home.pattern).toBe(phone);
    expect(educationSchema.properties.counselor_phone.pattern).toBe(phone);
  });
});

describe('answerValueProblems: a whole map checked at once', () => {
  it('finds nothing in a valid map, and in an invalid one the same message per key as one by one', () => {
    const valid = emptyAnswers();
    expect(answerValueProblems(valid)).toEqual(new Map());
    const [text, flag] = [
      answerKeys().find((k) => answerValueType(k) === 'string')!,
      answerKeys().find((k) => answerValueType(k) === 'boolean')!,
    ];
    const invalid = { ...valid, [text]: true, [flag]: 'yes', not_a_key: '' };
    expect(answerValueProblems(invalid)).toEqual(
      new Map(
        [text, flag, 'not_a_key'].map((key) => [key, answerValueProblem(key, invalid[key])!]),
      ),
    );
  });
});
