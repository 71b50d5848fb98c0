import { describe, expect, it } from 'vitest';
import { mergeLetter, unknownLetterFields } from './letter-fields';

const VALUES = {
  given_name: 'Ruth',
  family_name: 'Bader',
  reference: 'SU-ABCD-1234',
  entry_term: 'Fall 2027',
  decision: 'Admit',
};

describe('decision letter fields', () => {
  it('fills in every field, each as often as written', () => {
    expect(
      mergeLetter(
        'Dear {given_name} {family_name}, ({reference}) {decision} for {entry_term}. {given_name}!',
        VALUES,
      ),
    ).toBe('Dear Ruth Bader, (SU-ABCD-1234) Admit for Fall 2027. Ruth!');
  });

  it('names the unknown fields once each, and takes braces with spaces as text', () => {
    expect(
      unknownLetterFields('Dear {first_name} {given_name}, {first_name} {site.name} { x }'),
    ).toEqual(['first_name', 'site.name']);
    expect(unknownLetterFields('Dear {given_name}: no fields {} here {a b}')).toEqual([]);
  });

  it('inserts a value verbatim, even one that looks like a field', () => {
    expect(
      mergeLetter('{given_name} and {family_name}', { ...VALUES, given_name: '{family_name}$&' }),
    ).toBe('{family_name}$& and Bader');
  });
});
