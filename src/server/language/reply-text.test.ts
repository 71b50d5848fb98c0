// The refusals an applicant can read and their Spanish: one list, no text left over either way.
import { describe, expect, it } from 'vitest';
import { APPLICANT_REFUSALS } from './refusals';
import spanish from './replies/es.json';
import { replyText } from './reply-text';

describe('the Spanish of the refusals (issue 32)', () => {
  it('has every refusal an applicant can read, and nothing else', () => {
    expect(Object.keys(spanish).sort()).toEqual([...new Set(APPLICANT_REFUSALS)].sort());
  });

  it.each(APPLICANT_REFUSALS)(
    '"%s" is written anew, with the same figures and file types',
    (english) => {
      const text = replyText(english, 'es');
      expect(text).not.toBe(english);
      expect(text.match(/\d+|\.[a-z]{3,4}\b/g) ?? []).toEqual(
        english.match(/\d+|\.[a-z]{3,4}\b/g) ?? [],
      );
    },
  );

  it('leaves a text it does not know, and English, as they are', () => {
    expect(replyText('"tab" has no entry 3 that can be removed.', 'es')).toBe(
      '"tab" has no entry 3 that can be removed.',
    );
    expect(replyText(APPLICANT_REFUSALS[0] ?? '', 'en')).toBe(APPLICANT_REFUSALS[0]);
    expect(replyText('constructor', 'es')).toBe('constructor');
  });
});
