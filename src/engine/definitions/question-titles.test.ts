import { describe, expect, it } from 'vitest';
import { questionName, questionTitle } from './question-titles';

describe('questionTitle', () => {
  it.each([
    ['first_name', { page: 'about', label: 'First name', context: 'Personal information' }],
    ['state', { page: 'about', label: 'State or province', context: 'Permanent address' }],
    ['mailing_state', { page: 'about', label: 'State or province', context: 'Mailing address' }],
    ['country_desc', { page: 'about', label: 'Country', context: 'Permanent address' }],
    [
      'legal_agree',
      {
        page: 'final-steps',
        label: 'I agree to the statement above',
        context: 'Certification and signature',
      },
    ],
  ])('names %s', (key, expected) => {
    expect(questionTitle(key)).toEqual(expected);
  });

  it('names a repeater entry by its title, and knows no unknown key', () => {
    expect(questionTitle('sibling_2_first_name')?.context).toBe('Brother or sister 2');
    expect(questionTitle('no_such_key')).toBeUndefined();
  });

  it('names a question with where it sits', () => {
    expect(questionName('mailing_state')).toBe('State or province (Mailing address)');
    expect(questionName('no_such_key')).toBe('no_such_key');
  });
});
