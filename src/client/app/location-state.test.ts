import { describe, expect, it } from 'vitest';
import { readLocationState } from './location-state';

describe('readLocationState', () => {
  it('reads what the pages hand each other', () => {
    expect(
      readLocationState({
        answers: { first_name: 'Ada', legal_agree: true },
        username: 'a@b.co',
        errorMessage: 'E',
        message: 'M',
        successMessage: 'S',
        draftToken: 'T',
      }),
    ).toEqual({
      answers: { first_name: 'Ada', legal_agree: true },
      username: 'a@b.co',
      errorMessage: 'E',
      message: 'M',
      successMessage: 'S',
      draftToken: 'T',
    });
  });

  it('ignores anything malformed', () => {
    expect(readLocationState(null)).toEqual({});
    expect(readLocationState('x')).toEqual({});
    expect(readLocationState({ answers: [1], username: 3, errorMessage: '' })).toEqual({});
    expect(readLocationState({ answers: { a: 1, b: 'x' } })).toEqual({ answers: { b: 'x' } });
  });
});
