import { describe, expect, it } from 'vitest';
import { termHasBegun } from './past-options';

describe('termHasBegun', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026FA', true],
    ['2026SU', true],
    ['2027SP', false],
    ['2027WI', false],
    ['2027FA', false],
    ['FALL', false],
  ])('%s: %s on 2026-11-23', (code, begun) => {
    expect(termHasBegun(code, now)).toBe(begun);
  });
});
