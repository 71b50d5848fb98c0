// A coded answer and its _desc are one answer: which keys pair, and the _desc a patch carries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../types';
import { withDefinitions } from './active-definitions';
import type { DefinitionSet } from './definition-set';
import { codeKeyOf, descKeyOf, withDescriptions } from './coded-companion';
import { localizedSet } from './localized-set';
import { seedDefinitions } from './seed-definitions';

describe('descKeyOf and codeKeyOf', () => {
  it.each([
    ['sibling_1_relationship', 'sibling_1_relationship_desc'],
    ['state', 'state_desc'],
    ['gender', 'gender_desc'],
    ['first_name', undefined],
    ['state_desc', undefined],
    ['nothing_here', undefined],
  ])('%s has the _desc %s', (key, desc) => {
    expect(descKeyOf(key)).toBe(desc);
  });

  it.each([
    ['sibling_1_relationship_desc', 'sibling_1_relationship'],
    ['state_desc', 'state'],
    ['sibling_1_relationship', undefined],
    ['first_name_desc', undefined],
    ['_desc', undefined],
  ])('%s describes %s', (key, code) => {
    expect(codeKeyOf(key)).toBe(code);
  });
});

describe('withDescriptions', () => {
  const stored: Answers = {
    country: 'USA',
    state: 'Colorado',
    state_desc: 'Colorado',
    sibling_1_relationship: 'BROTHER',
    sibling_1_relationship_desc: 'Brother',
  };

  it.each<[string, Answers, Answers]>([
    [
      'a code without its _desc gets its label',
      { sibling_1_relationship: 'SISTER' },
      { sibling_1_relationship: 'SISTER', sibling_1_relationship_desc: 'Sister' },
    ],
    [
      "a _desc of another code is replaced by the code's label",
      { sibling_1_relationship: 'SISTER', sibling_1_relationship_desc: 'Brother' },
      { sibling_1_relationship: 'SISTER', sibling_1_relationship_desc: 'Sister' },
    ],
    [
      'an empty code empties its _desc',
      { sibling_1_relationship: '' },
      { sibling_1_relationship: '', sibling_1_relationship_desc: '' },
    ],
    [
      'a _desc sent alone follows the stored code',
      { sibling_1_relationship_desc: '' },
      { sibling_1_relationship_desc: 'Brother' },
    ],
    [
      'a conditional select is labelled by the country saved with it',
      { country: 'CAN', state: 'Ontario' },
      { country: 'CAN', country_desc: 'Canada', state: 'Ontario', state_desc: 'Ontario' },
    ],
    [
      'a code its question does not offer has no label',
      { sibling_1_relationship: 'COUSIN' },
      { sibling_1_relationship: 'COUSIN', sibling_1_relationship_desc: '' },
    ],
    ['other answers are left as they are', { first_name: 'Ann' }, { first_name: 'Ann' }],
  ])('%s', (_name, patch, expected) => {
    expect(withDescriptions(patch, { ...stored, ...patch })).toEqual(expected);
  });

  describe('in Spanish', () => {
    let spanish: DefinitionSet;
    beforeAll(async () => {
      spanish = await localizedSet(seedDefinitions(), 'es');
    });

    it('still stores the English label (issue 32)', () => {
      const patch = { gender: 'F' };
      expect(withDefinitions(spanish, () => withDescriptions(patch, patch))).toEqual({
        gender: 'F',
        gender_desc: 'Female',
      });
    });
  });
});
