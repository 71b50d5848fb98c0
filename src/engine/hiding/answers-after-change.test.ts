import { describe, expect, it } from 'vitest';
import { withDefinitions } from '../definitions/active-definitions';
import { definitionSetOf } from '../definitions/definition-set';
import { seedFiles } from '../definitions/seed-files';
import { completeApplication } from '../fixtures/complete-application';
import { answerKeys, emptyAnswers } from '../model/answer-keys';
import type { Answers, ViewState } from '../types';
import { answersAfterChange, settleChange, type Settled } from './answers-after-change';
import { hidingInputKeys } from './hiding-inputs';

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

/** What settling decides, comparable across walks: the answers and the walk's key sets. */
function verdict(settled: Settled) {
  const { visibleKeys, hiddenKeys, clearKeys } = settled.visibility;
  return {
    answers: settled.answers,
    sets: [visibleKeys, hiddenKeys, clearKeys].map((s) => [...s].sort()),
  };
}

const complete = settleChange(completeApplication(), completeApplication());
const fresh = settleChange({}, { first_name: 'Ada' });
const VIEW: ViewState = {};

// Each case: a previous settle, the change, the view of this save, whether the walk is spared.
const cases: {
  name: string;
  last: Settled;
  change: Answers | ((before: Answers) => Answers);
  view?: ViewState;
  spared: boolean;
}[] = [
  { name: 'a name on a fresh application', last: fresh, change: { last_name: 'L' }, spared: true },
  {
    name: 'three names on a complete one',
    last: complete,
    change: { first_name: 'A', middle_name: 'B', last_name: 'C' },
    spared: true,
  },
  {
    name: 'an answer hidden content holds (emptied)',
    last: complete,
    change: { conviction_comment: 'Explained.' },
    spared: true,
  },
  {
    name: 'the _desc of a hidden select (emptied)',
    last: complete,
    change: { citizenship_visa_status_desc: 'F-1 Student' },
    spared: true,
  },
  { name: 'no change at all', last: complete, change: {}, spared: true },
  {
    name: 'an answer a condition reads',
    last: complete,
    change: { conviction: 'Y', conviction_desc: 'Yes' },
    spared: false,
  },
  {
    name: 'a country a select depends on',
    last: complete,
    change: { country: 'FRA' },
    spared: false,
  },
  {
    name: 'an input removed',
    last: complete,
    change: (before) => {
      const { citizenship_type: _, ...rest } = before;
      return rest;
    },
    spared: false,
  },
  {
    name: 'another tab chosen',
    last: complete,
    change: { first_name: 'A' },
    view: { tabs: { any: 'x' } },
    spared: false,
  },
  {
    name: 'another entry count',
    last: complete,
    change: { first_name: 'A' },
    view: { addAnother: { any: 2 } },
    spared: false,
  },
];

describe('settleChange from a previous settle', () => {
  it.each(cases)(
    '$name: the same result, the walk spared: $spared',
    ({ last, change, view = VIEW, spared }) => {
      const before = last.answers;
      const after = typeof change === 'function' ? change(before) : { ...before, ...change };
      const known = settleChange(before, after, view, last);
      expect(verdict(known)).toEqual(verdict(settleChange(before, after, view)));
      expect(known.visibility === last.visibility).toBe(spared);
    },
  );

  it('walks when the previous settle was of other answers or other definitions', () => {
    const after = { ...complete.answers, first_name: 'A' };
    expect(settleChange({ ...complete.answers }, after, VIEW, complete).visibility).not.toBe(
      complete.visibility,
    );
    const other = definitionSetOf({ ...seedFiles });
    const walked = withDefinitions(other, () =>
      settleChange(complete.answers, after, VIEW, complete),
    );
    expect(walked.visibility).not.toBe(complete.visibility);
    expect(walked.definitions).toBe(other);
  });

  it('equals the whole walk for a change of any one answer, from a fresh and a complete application', () => {
    for (const last of [settleChange(emptyAnswers(), emptyAnswers()), complete]) {
      const before = last.answers;
      for (const key of answerKeys()) {
        const value =
          typeof before[key] === 'boolean' ? !before[key] : `${String(before[key] ?? '')}x`;
        const after = { ...before, [key]: value };
        const known = settleChange(before, after, VIEW, last);
        expect(verdict(known), key).toEqual(verdict(settleChange(before, after, VIEW)));
        expect(known.visibility === last.visibility, key).toBe(!hidingInputKeys().has(key));
      }
    }
  });
});
