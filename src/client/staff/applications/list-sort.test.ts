import { describe, expect, it } from 'vitest';
import { nextSort, sortOf } from './list-sort';

describe('the list sort in the address', () => {
  it('reads the default as newest first', () => {
    expect(sortOf('')).toEqual({ column: 'submitted_at', descending: true });
    expect(sortOf('name')).toEqual({ column: 'name', descending: false });
    expect(sortOf('-username')).toEqual({ column: 'username', descending: true });
  });

  it('goes ascending, then descending, on the same column; ascending on another', () => {
    expect(nextSort('', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-name', 'status')).toBe('status');
    expect(nextSort('', 'submitted_at')).toBe('submitted_at');
  });
});
