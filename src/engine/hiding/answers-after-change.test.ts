import { describe, expect, it } from 'vitest';
import { answersAfterChange } from './answers-after-change';

describe('answersAfterChange', () => {
  it('empties a dependent select whose controlling answer changed, then what that hides', () => {
    const before = { country: 'USA', state: 'NY', state_desc: 'New York' };
    const after = answersAfterChange(before, { ...before, country: 'FRA' });
    expect([after.state, after.state_desc]).toEqual(['', '']);
  });

  it('empties what a condition hides, also when nothing changed (a submit)', () => {
    const stored = { citizenship_type: 'C', student_upload_card: 'ANSWERED' };
    expect(answersAfterChange(stored, stored).student_upload_card).toBe('');
  });

  it('returns the answers themselves when the change clears nothing', () => {
    const before = { first_name: 'Ada' };
    const after = { first_name: 'Ada L.' };
    expect(answersAfterChange(before, after)).toBe(after);
  });
});
