import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

/** Every character one unit wide, counting how often a width is asked for. */
function counter() {
  const calls = { count: 0 };
  return {
    calls,
    advance: (): number => {
      calls.count++;
      return 1;
    },
  };
}

describe('wrapText', () => {
  it('breaks at spaces, never past the width, and keeps words whole', () => {
    const { advance } = counter();
    expect(wrapText('the quick brown fox jumps', 10, advance)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
  });

  it('cuts a word longer than a line where its running width would pass the line', () => {
    const { advance } = counter();
    expect(wrapText('ab abcdefghij xy', 4, advance)).toEqual(['ab', 'abcd', 'efgh', 'ij', 'xy']);
  });

  it('breaks between ideographs, which need no spaces', () => {
    const { advance } = counter();
    expect(wrapText('北京市朝阳区 Beijing', 4, advance)).toEqual([
      '北京市朝',
      '阳区',
      'Beij',
      'ing',
    ]);
  });

  it('turns tabs and line breaks into single spaces and gives an empty text one empty line', () => {
    const { advance } = counter();
    expect(wrapText('a\tb\r\nc', 20, advance)).toEqual(['a b c']);
    expect(wrapText('  \n ', 20, advance)).toEqual(['']);
  });

  it('is linear: a 30,000-character word and a 7,000-character essay ask at most twice per character', () => {
    const word = counter();
    const lines = wrapText('x'.repeat(30_000), 90, word.advance);
    expect(lines).toHaveLength(334);
    expect(word.calls.count).toBeLessThanOrEqual(2 * 30_000 + 1);

    const essay = 'Admissions essays ramble on about summers spent outdoors. '.repeat(121);
    const prose = counter();
    wrapText(essay, 90, prose.advance);
    expect(essay.length).toBeGreaterThan(7000);
    expect(prose.calls.count).toBeLessThanOrEqual(essay.length + 1);
  });
});
