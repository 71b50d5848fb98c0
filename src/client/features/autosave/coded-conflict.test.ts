// @vitest-environment jsdom
// A conflict on a coded answer (issue 27) is one choice under the question's key: keeping either
// side sets the code and its _desc together, so the label never describes the other side's code.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { keepMine, keepTheirs } from './conflict-choices';
import { useConflicts, waitsForChoice } from './conflicts';

const CODE = 'sibling_1_relationship';
const DESC = 'sibling_1_relationship_desc';

/** What this page holds: its own answer typed, the other device's (SISTER) stored at revision 5. */
function conflictOver(code: string, desc: string, theirs = 'SISTER'): void {
  useAnswersStore.getState().load({ [CODE]: code, [DESC]: desc });
  useConflicts.setState({ conflicts: { [CODE]: { yours: 'SIBLING', theirs, revision: 5 } } });
  answerRevisions.load({ [CODE]: 2, [DESC]: 2 });
}

const held = () => {
  const { answers, dirty } = useAnswersStore.getState();
  return { code: answers[CODE], desc: answers[DESC], dirty: [...dirty].sort() };
};

beforeEach(() => useConflicts.setState({ conflicts: {} }));

describe('keeping one side of a coded answer', () => {
  it.each([
    [
      'the other device’s code takes its label, as stored',
      'SIBLING',
      'Sibling',
      'SISTER',
      'Sister',
    ],
    ['an emptied code empties its label', 'SIBLING', 'Sibling', '', ''],
  ])('keep theirs: %s', (_name, code, desc, theirs, theirsDesc) => {
    conflictOver(code, desc, theirs);
    keepTheirs(CODE);
    expect(held()).toEqual({ code: theirs, desc: theirsDesc, dirty: [] });
    expect(useConflicts.getState().conflicts).toEqual({});
    expect(answerRevisions.of(CODE)).toBe(5);
  });

  it.each([
    ['as typed here', 'SIBLING', 'Sibling'],
    // The page read the answers again meanwhile: it shows theirs, with their label.
    ['after the page read theirs', 'SISTER', 'Sister'],
  ])('keep mine %s: the code and its label go to the server together', (_name, code, desc) => {
    conflictOver(code, desc);
    keepMine(CODE);
    expect(held()).toEqual({ code: 'SIBLING', desc: 'Sibling', dirty: [CODE, DESC] });
    expect(useConflicts.getState().conflicts).toEqual({});
    expect(answerRevisions.of(CODE)).toBe(5);
  });
});

it("news of a coded answer's _desc waits while its code waits for a choice", () => {
  conflictOver('SIBLING', 'Sibling');
  expect([CODE, DESC, 'first_name'].map(waitsForChoice)).toEqual([true, true, false]);
});
