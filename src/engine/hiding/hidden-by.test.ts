import { describe, expect, it } from 'vitest';
import { completeApplication } from '../fixtures/complete-application';
import { answerKeys, emptyAnswers, isEmptyAnswer } from '../model/answer-keys';
import type { Answers } from '../types';
import { applyHiding } from './apply-hiding';
import { clearDependentSelects } from './clear-dependent-selects';
import { keysHiddenBy } from './hidden-by';
import { hidingInputKeys } from './hiding-inputs';

/** Values worth trying for an input: the ones the complete application and its empty form hold. */
function valuesToTry(key: string, starts: readonly Answers[]): (string | boolean)[] {
  const values = new Set<string | boolean>(['', true, false, 'Y', 'N']);
  for (const start of starts) values.add(start[key] ?? '');
  return [...values].filter((value) => typeof value === typeof starts[0]![key]);
}

describe('keysHiddenBy', () => {
  it('names the mailing address for "same as my permanent address", and nothing unrelated', () => {
    const hidden = keysHiddenBy(['mailing_addr_same_as_perm_addr']);
    expect(hidden.has('mailing_address_line_1')).toBe(true);
    expect(hidden.has('first_name')).toBe(false);
    expect(hidden.has('mailing_addr_same_as_perm_addr')).toBe(false);
  });

  it('names nothing for an answer no condition reads', () => {
    expect([...keysHiddenBy(['first_name'])]).toEqual([]);
  });

  it('holds every answer a change to one input empties, also through another input', () => {
    const full = applyHiding('all', { ...emptyAnswers(), ...completeApplication() });
    // Everything answered: what a change empties is then everything it hides.
    const answered: Answers = { ...full };
    for (const key of answerKeys())
      if (isEmptyAnswer(answered[key]) && typeof answered[key] === 'string') answered[key] = 'x';
    const starts = [emptyAnswers(), full, answered];
    let checked = 0;
    for (const input of hidingInputKeys()) {
      const named = keysHiddenBy([input]);
      for (const start of starts)
        for (const value of valuesToTry(input, starts)) {
          const next = { ...start, [input]: value };
          const after = applyHiding('all', clearDependentSelects(start, next));
          const emptied = Object.keys(next).filter(
            (key) => key !== input && !isEmptyAnswer(next[key]) && isEmptyAnswer(after[key]),
          );
          // Only what this change empties: what the start's own hiding empties is not its doing.
          const already = applyHiding('all', start);
          const byChange = emptied.filter((key) => !isEmptyAnswer(already[key]));
          checked += byChange.length;
          for (const key of byChange)
            expect(named.has(key), `${input}=${value} → ${key}`).toBe(true);
        }
    }
    // The check looked at real hiding, not at nothing.
    expect(checked).toBeGreaterThan(50);
  });
});
