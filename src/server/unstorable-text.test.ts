import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorable } from './unstorable-text';

describe('unstorable text', () => {
  it.each([
    ['a\u0000b', true],
    ['\ud800', true],
    ['x\udfff', true],
    ['\udc00\ud800', true], // a low before a high is no pair
    ['\ud83d\ude00', false], // U+1F600, a real pair
    ['\u202e\ufeff\uffff', false], // odd, but storable
    ['', false],
  ])('%j unstorable: %s', (text, expected) => {
    expect(isUnstorable(text)).toBe(expected);
  });

  it('names the path of the first bad string or property name, however deep', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnstorableText({ a: { '\ud800': 1 } })).toBe('a.(a field name)');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 1, b: true, c: null, d: Buffer.from([0]) })).toBeUndefined();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
