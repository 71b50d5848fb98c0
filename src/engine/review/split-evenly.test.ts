import { describe, expect, it } from 'vitest';
import { splitEvenly } from './split-evenly';

describe('splitEvenly', () => {
  it.each([
    [640, 1, [640]],
    [640, 2, [320, 320]],
    [640, 3, [214, 213, 213]],
    [10, 4, [3, 3, 2, 2]],
    [2, 3, [1, 1, 0]],
    [0, 2, [0, 0]],
  ])('splits %i between %i readers as %j', (total, parts, sizes) => {
    expect(splitEvenly(total, parts)).toEqual(sizes);
  });

  it('refuses a negative or fractional total and fewer than one part', () => {
    expect(() => splitEvenly(-1, 2)).toThrow(RangeError);
    expect(() => splitEvenly(1.5, 2)).toThrow(RangeError);
    expect(() => splitEvenly(10, 0)).toThrow(RangeError);
  });
});
