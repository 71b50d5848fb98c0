// Issue 14: a coded answer holds one of its question's options as the browser resolves them.
import { describe, expect, it } from 'vitest';
import { codedValueProblem } from './answer-values';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('codedValueProblem', () => {
  it.each([
    ['an empty select', 'entry_term', '', {}],
    ['a listed entry term', 'entry_term', '2027FA', {}],
    ['a province of Canada', 'state', 'Ontario', { country: 'CAN' }],
    ['a state of the chosen country', 'state', 'Colorado', { country: 'USA' }],
    [
      'the label of the chosen state',
      'state_desc',
      'Colorado',
      { country: 'USA', state: 'Colorado' },
    ],
    ['an empty label', 'state_desc', '', { country: 'USA', state: 'Colorado' }],
    ['a text answer', 'first_name', 'ZZZ', {}],
  ])('accepts %s', (_name, key, value, answers) => {
    expect(codedValueProblem(key, value, answers, NOW)).toBeUndefined();
  });

  it.each([
    [
      'an unknown entry term',
      'entry_term',
      'ZZZ',
      {},
      "entry_term must be one of its question's options, or empty.",
    ],
    [
      'a made-up state',
      'state',
      'Atlantis',
      { country: 'USA' },
      "state must be one of its question's options, or empty.",
    ],
    [
      'a U.S. state with a Canadian address',
      'state',
      'CO',
      { country: 'CAN' },
      "state must be one of its question's options, or empty.",
    ],
    [
      'a state without a country',
      'state',
      'CO',
      {},
      "state must be one of its question's options, or empty.",
    ],
    [
      'a label of another state',
      'state_desc',
      'Utah',
      { country: 'USA', state: 'CO' },
      'state_desc must be the label of the chosen state, or empty.',
    ],
    [
      'a label without a code',
      'entry_term_desc',
      'Fall 2027',
      {},
      'entry_term_desc must be the label of the chosen entry_term, or empty.',
    ],
  ])('refuses %s', (_name, key, value, answers, message) => {
    expect(codedValueProblem(key, value, answers, NOW)).toBe(message);
  });
});
