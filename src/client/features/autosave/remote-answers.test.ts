import { describe, expect, it } from 'vitest';
import { remoteUpdates, type LocalState } from './remote-answers';

function local(overrides: Partial<LocalState> = {}): LocalState {
  const revisions: Record<string, number> = { first_name: 3, city: 3, last_name: 3 };
  return {
    answers: { first_name: 'Ann', city: 'Paris', last_name: 'Lee' },
    dirty: new Set(),
    conflicted: () => false,
    revisionOf: (key) => revisions[key] ?? 0,
    ...overrides,
  };
}

describe('news of answers saved elsewhere (issue 27)', () => {
  it('takes a newer value and its revision', () => {
    expect(remoteUpdates({ answers: { city: 'Rome' }, revisions: { city: 5 } }, local())).toEqual({
      answers: { city: 'Rome' },
      revisions: { city: 5 },
    });
  });

  it('ignores news no newer than what this page knows (a late or repeated message)', () => {
    expect(
      remoteUpdates(
        { answers: { city: 'Rome', first_name: 'Bo' }, revisions: { city: 3, first_name: 2 } },
        local(),
      ),
    ).toEqual({ answers: {}, revisions: {} });
  });

  it('never replaces a field typed here and not yet saved, nor moves its base', () => {
    expect(
      remoteUpdates(
        { answers: { city: 'Rome', last_name: 'Kim' }, revisions: { city: 5, last_name: 5 } },
        local({ dirty: new Set(['city']) }),
      ),
    ).toEqual({ answers: { last_name: 'Kim' }, revisions: { last_name: 5 } });
  });

  it('leaves a key waiting for the applicant’s choice alone', () => {
    expect(
      remoteUpdates(
        { answers: { city: 'Rome' }, revisions: { city: 5 } },
        local({ conflicted: (key) => key === 'city' }),
      ),
    ).toEqual({ answers: {}, revisions: {} });
  });

  it('learns a newer revision of the value already shown without rewriting it', () => {
    expect(remoteUpdates({ answers: { city: 'Paris' }, revisions: { city: 9 } }, local())).toEqual({
      answers: {},
      revisions: { city: 9 },
    });
  });

  it('reads a key without a revision as never written', () => {
    expect(remoteUpdates({ answers: { city: 'Rome' }, revisions: {} }, local())).toEqual({
      answers: {},
      revisions: {},
    });
  });
});
