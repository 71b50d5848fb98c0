// Phone (3-3-4) and SSN (3-2-4) formatting, character counting and length limits.
import { describe, expect, it } from 'vitest';
import { countCharacters, normalizeLineBreaks } from './count-characters';
import { answerMaxLength, exceedsMaxLength } from './limits';
import { formatPhone, isValidPhone, PHONE_PATTERN } from './phone';
import { formatSsn, SSN_PATTERN } from './ssn';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['303', '(303'],
    ['3035', '(303) 5'],
    ['303555', '(303) 555'],
    ['3035550', '(303) 555-0'],
    ['3035550100', '(303) 555-0100'],
    ['303-555-0100', '(303) 555-0100'],
    ['(303) 555-01009999', '(303) 555-0100'],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('accepts empty and the full pattern with area code 2 to 9', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('(212) 555-0100')).toBe(true);
    expect(isValidPhone('(112) 555-0100')).toBe(false);
    expect(PHONE_PATTERN.test('(303) 555-010')).toBe(false);
  });
});

describe('formatSsn', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['123 45 678999', '123-45-6789'],
  ])('%j -> %j', (input, expected) => {
    expect(formatSsn(input)).toBe(expected);
    if (expected.length === 11) expect(SSN_PATTERN.test(expected)).toBe(true);
  });
});

describe('countCharacters', () => {
  it('counts a line break as one character whatever the browser sent', () => {
    expect(countCharacters('a\nb')).toBe(3);
    expect(countCharacters('a\r\nb')).toBe(3);
    expect(countCharacters('a\rb')).toBe(3);
    expect(normalizeLineBreaks('x\r\ny\rz')).toBe('x\ny\nz');
    expect(countCharacters('')).toBe(0);
  });
});

describe('length limits', () => {
  it('defaults text inputs to 45, text areas to site.json (7000) or their own limit', () => {
    expect(answerMaxLength('first_name')).toBe(45);
    expect(answerMaxLength('zip')).toBe(10);
    expect(answerMaxLength('additional_info_essay')).toBe(7000);
    expect(answerMaxLength('conviction_comment')).toBe(1500);
    expect(answerMaxLength('country')).toBeUndefined();
  });

  it('counts line breaks once against the limit', () => {
    const text = 'a\r\n'.repeat(750);
    expect(exceedsMaxLength('conviction_comment', text)).toBe(false);
    expect(exceedsMaxLength('conviction_comment', `${text}b`)).toBe(true);
    expect(exceedsMaxLength('first_name', 'x'.repeat(46))).toBe(true);
  });
});
