import { describe, expect, it } from 'vitest';
import { applicationReference, referenceIdRange } from './reference';

const ID = '3b9f0c2e-7a41-4d6b-9c3e-5f2a8b1d0e47';

describe('referenceIdRange', () => {
  it('names the ids whose reference it is, typed any way a person types it', () => {
    const reference = applicationReference(ID);
    for (const typed of [reference, reference.toLowerCase(), reference.replace('-', '')]) {
      const range = referenceIdRange(typed);
      expect(range, typed).toBeDefined();
      expect(range && range.from <= ID && ID <= range.to, typed).toBe(true);
      expect(range && applicationReference(range.from)).toBe(reference);
      expect(range && applicationReference(range.to)).toBe(reference);
    }
  });

  it('reads I and L as 1 and O as 0', () => {
    expect(referenceIdRange('0000-000I')).toEqual(referenceIdRange('0000-0001'));
    expect(referenceIdRange('O000-000L')).toEqual(referenceIdRange('0000-0001'));
  });

  it.each(['', 'anna', 'abcd-efg', '7KQ2-M9XDZ', '7KQ-2M9XD', 'UUUU-UUUU', 'zoë-anna'])(
    'is undefined for "%s"',
    (text) => expect(referenceIdRange(text)).toBeUndefined(),
  );
});
