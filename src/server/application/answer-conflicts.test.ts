// splitConflicts (issue 27): a coded answer and its _desc are judged as one answer, under the code.
import { describe, expect, it } from 'vitest';
import { splitConflicts } from './answer-conflicts';
import type { AnswerRevisions, StoredAnswers } from './answers';

const CODE = 'sibling_1_relationship';
const DESC = 'sibling_1_relationship_desc';
// Device A saved SISTER at revision 5 over BROTHER (revision 2).
const stored: StoredAnswers = { [CODE]: 'SISTER', [DESC]: 'Sister', first_name: 'Ann' };
const revisions: AnswerRevisions = { [CODE]: 5, [DESC]: 5, first_name: 2 };

describe('splitConflicts', () => {
  it.each<[string, StoredAnswers, AnswerRevisions, ReturnType<typeof splitConflicts>]>([
    [
      'a stale code is one conflict, and its _desc stays stored with it',
      { [CODE]: 'SIBLING', [DESC]: 'Sibling' },
      { [CODE]: 2, [DESC]: 2 },
      { kept: {}, conflicts: { [CODE]: { yours: 'SIBLING', theirs: 'SISTER', revision: 5 } } },
    ],
    [
      'a _desc based on an older revision than its stored one is no conflict of its own',
      { [CODE]: 'SIBLING', [DESC]: 'Sibling' },
      { [CODE]: 5, [DESC]: 2 },
      { kept: { [CODE]: 'SIBLING', [DESC]: 'Sibling' }, conflicts: {} },
    ],
    [
      'a _desc sent alone is kept, for the save to label the stored code',
      { [DESC]: 'Sibling' },
      { [DESC]: 2 },
      { kept: { [DESC]: 'Sibling' }, conflicts: {} },
    ],
    [
      'other keys are judged on their own',
      { first_name: 'Bea', [CODE]: 'SIBLING', [DESC]: 'Sibling' },
      { first_name: 1, [CODE]: 5, [DESC]: 1 },
      {
        kept: { [CODE]: 'SIBLING', [DESC]: 'Sibling' },
        conflicts: { first_name: { yours: 'Bea', theirs: 'Ann', revision: 2 } },
      },
    ],
  ])('%s', (_name, answers, base, expected) => {
    expect(splitConflicts(answers, base, stored, revisions)).toEqual(expected);
  });
});
