import { describe, expect, it } from 'vitest';
import { NOT_AN_OBJECT, parseSampleAnswers } from './sample-answers';

describe('parseSampleAnswers', () => {
  it.each([
    [
      'answers of the data model',
      '{"first_name": "Ann", "optin_sms_ind": true}',
      { answers: { first_name: 'Ann', optin_sms_ind: true } },
    ],
    [
      'a code no question offers (a withdrawn choice to try)',
      '{"prefix": "REV"}',
      { answers: { prefix: 'REV' } },
    ],
    ['an empty object', '{}', { answers: {} }],
    ['an array', '[1]', { problems: [NOT_AN_OBJECT] }],
    ['null', 'null', { problems: [NOT_AN_OBJECT] }],
    [
      'unknown keys and wrong types, each named',
      '{"nickname": "A", "first_name": 3, "optin_sms_ind": "yes"}',
      {
        problems: [
          'nickname is not an answer of this application.',
          'first_name must be a string.',
          'optin_sms_ind must be a boolean.',
        ],
      },
    ],
    [
      'a key named like an object property',
      '{"constructor": "x"}',
      { problems: ['constructor is not an answer of this application.'] },
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseSampleAnswers(text)).toEqual(expected);
  });

  it('names what is not JSON', () => {
    const result = parseSampleAnswers('{"first_name": ');
    expect(result.problems?.[0]).toMatch(/^This is not JSON: /);
  });
});
