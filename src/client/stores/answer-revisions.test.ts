import { beforeEach, describe, expect, it } from 'vitest';
import { answerRevisions } from './answer-revisions';

describe('the revisions this page knows (issue 27)', () => {
  beforeEach(() => answerRevisions.load({ first_name: 4, city: 2 }));

  it('gives each key’s base, 0 for a key never written', () => {
    expect(answerRevisions.baseOf(['first_name', 'city', 'last_name'])).toEqual({
      first_name: 4,
      city: 2,
      last_name: 0,
    });
  });

  it('learns only forward: a late reply cannot take a revision back', () => {
    answerRevisions.learn({ first_name: 3, city: 7, last_name: 1 });
    expect(answerRevisions.baseOf(['first_name', 'city', 'last_name'])).toEqual({
      first_name: 4,
      city: 7,
      last_name: 1,
    });
  });

  it('rebases a key whatever it held: answers kept from before a reload name their old base', () => {
    answerRevisions.rebase({ first_name: 1 });
    expect(answerRevisions.of('first_name')).toBe(1);
  });

  it('forgets everything on load', () => {
    answerRevisions.load({});
    expect(answerRevisions.of('first_name')).toBe(0);
  });
});
