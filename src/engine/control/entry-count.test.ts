import { describe, expect, it } from 'vitest';
import type { RepeaterNode } from '../types';
import {
  countAfterRemoval,
  entriesDropped,
  entryCountProblem,
  maxEntries,
  removableEntries,
  shownEntries,
} from './entry-count';

const repeater = (max: number): RepeaterNode => ({
  kind: 'repeater',
  id: 'r',
  buttonId: 'r',
  max,
  numbering: 'fromOne',
  template: [],
});

describe('entry counts (spec section 4, Add-another)', () => {
  it('caps at the repeater maximum and the spec 10, and shows 1 when none is stored', () => {
    expect([maxEntries(repeater(5)), maxEntries(repeater(12))]).toEqual([5, 10]);
    expect([undefined, 0, 3, 9].map((n) => shownEntries(repeater(5), n))).toEqual([1, 1, 3, 5]);
  });

  it('refuses a stored count above the maximum', () => {
    expect(entryCountProblem(repeater(5), 5)).toBeUndefined();
    expect(entryCountProblem(repeater(5), 6)).toBe('too-many');
  });

  it('names the entries a smaller count takes off screen, last first', () => {
    expect(entriesDropped(repeater(5), 4, 2)).toEqual([4, 3]);
    expect(entriesDropped(repeater(5), 9, 4)).toEqual([5]);
    expect(entriesDropped(repeater(5), undefined, 3)).toEqual([]);
  });

  it('keeps the first entry: 2..shown may be removed, and a removal stores one fewer', () => {
    expect(removableEntries(1)).toEqual([]);
    expect(removableEntries(3)).toEqual([2, 3]);
    expect(countAfterRemoval(repeater(3), 3)).toBe(2);
    expect(countAfterRemoval(repeater(3), 8)).toBe(2);
  });
});
