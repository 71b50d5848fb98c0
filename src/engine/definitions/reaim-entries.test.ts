import { describe, expect, it } from 'vitest';
import { entryPlaceOf } from './entry-places';
import { checkGroupLabelOf, questionLabelOf } from './question-labels';
import { entryAfterRemovals, reaimAnswers } from './reaim-entries';

describe('entryAfterRemovals', () => {
  it.each([
    [3, [2], 2],
    [4, [2], 3],
    [1, [2], 1],
    [2, [2], undefined],
    [4, [2, 2], 2],
    [3, [2, 2], undefined],
    [4, [4], undefined],
    [3, [4], 3],
    [5, [3, 4], undefined],
    [6, [3, 4], 4],
    [5, [4, 3], 3],
  ])('entry %s after removing %j is %s', (entry, removals, expected) => {
    expect(entryAfterRemovals(entry, removals)).toBe(expected);
  });
});

describe('reaimAnswers', () => {
  it('moves a later entry’s keys up, _desc companions too, and leaves other keys alone', () => {
    const result = reaimAnswers(
      {
        first_name: 'Ann',
        sibling_3_first_name: 'Cy',
        sibling_3_relationship: 'SISTER',
        sibling_3_relationship_desc: 'Sister',
        sibling_1_first_name: 'Al',
      },
      (button) => (button === 'sibling' ? [2] : undefined),
    );
    expect(result).toEqual({
      answers: {
        first_name: 'Ann',
        sibling_2_first_name: 'Cy',
        sibling_2_relationship: 'SISTER',
        sibling_2_relationship_desc: 'Sister',
        sibling_1_first_name: 'Al',
      },
      removed: [],
    });
  });

  it('names the keys of a removed entry', () => {
    const result = reaimAnswers({ sibling_2_first_name: 'Bob', sibling_3_first_name: 'Cy' }, () => [
      2,
    ]);
    expect(result).toEqual({
      answers: { sibling_2_first_name: 'Cy' },
      removed: ['sibling_2_first_name'],
    });
  });

  it('keeps every key where it is without removals since the base', () => {
    const answers = { sibling_2_first_name: 'Bob' };
    expect(reaimAnswers(answers, () => [])).toEqual({ answers, removed: [] });
  });
});

describe('entryPlaceOf, questionLabelOf and checkGroupLabelOf', () => {
  it('places an entry key and none outside repeaters', () => {
    expect(entryPlaceOf('sibling_3_first_name')).toMatchObject({ entry: 3 });
    expect(entryPlaceOf('sibling_3_first_name')?.node.buttonId).toBe('sibling');
    expect(entryPlaceOf('first_name')).toBeUndefined();
  });

  it('names a question with its section or entry', () => {
    expect(questionLabelOf('mailing_city')).toBe('City (Mailing address)');
    expect(questionLabelOf('sibling_2_first_name')).toMatch(/ \(Brother or sister 2\)$/);
    expect(questionLabelOf('no_such_key')).toBe('no_such_key');
  });

  it('knows the check group a box belongs to', () => {
    expect(checkGroupLabelOf('race_asian')).toBe(
      'Which of these describe you? Choose all that apply.',
    );
    expect(checkGroupLabelOf('first_name')).toBeUndefined();
  });
});
