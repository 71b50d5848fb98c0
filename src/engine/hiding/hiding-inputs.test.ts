import { describe, expect, it } from 'vitest';
import { completeApplication } from '../fixtures/complete-application';
import { answerKeys, emptyAnswers } from '../model/answer-keys';
import { applyHiding } from './apply-hiding';
import { clearDependentSelects } from './clear-dependent-selects';
import { hidingInputKeys } from './hiding-inputs';

describe('hidingInputKeys', () => {
  it('holds the answers conditions, reveals and dependent selects read', () => {
    for (const key of [
      'country',
      'citizenship_type',
      'mailing_addr_same_as_perm_addr',
      'parent_2_living',
      'legacy_ind',
    ]) {
      expect(hidingInputKeys().has(key), key).toBe(true);
    }
    expect(hidingInputKeys().has('first_name')).toBe(false);
  });

  it('changing any other answer never clears another answer', () => {
    // From consistent answers (hiding already applied), change each non-input key alone: no
    // other answer may be cleared (the changed key itself may be, when it is hidden).
    for (const start of [
      emptyAnswers(),
      applyHiding('all', { ...emptyAnswers(), ...completeApplication() }),
    ]) {
      const base = applyHiding('all', start);
      for (const key of answerKeys()) {
        if (hidingInputKeys().has(key)) continue;
        const value = typeof base[key] === 'boolean' ? !base[key] : `${String(base[key])}x`;
        const next = { ...base, [key]: value };
        const cleared = applyHiding('all', clearDependentSelects(base, next));
        const changedElsewhere = Object.keys(next).filter(
          (k) => k !== key && cleared[k] !== next[k],
        );
        expect(changedElsewhere, key).toEqual([]);
      }
    }
  });
});
