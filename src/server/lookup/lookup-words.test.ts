// A suggestion's words in the language read (issue 32): the form's own country names, the
// sample note; place names as they are.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../contracts/language';
import { lookupWords } from './lookup-words';
import { zipSuggestions } from './zip-places';

describe('lookupWords', () => {
  it.each([
    ['en', 'USA', 'United States'],
    ['es', 'USA', 'Estados Unidos'],
    ['en', 'DEU', 'Germany'],
    ['es', 'DEU', 'Alemania'],
    ['es', 'CAN', 'Canadá'],
    ['es', 'XXX', undefined],
    ['es', '', undefined],
  ] as const)('in %s names %s as %s', async (language, value, name) => {
    expect((await lookupWords(language)).country(value)).toBe(name);
  });

  it.each([
    ['en', 'Denver, Colorado (sample data)'],
    ['es', 'Denver, Colorado (datos de ejemplo)'],
  ] as const)('in %s notes a sample school: %s', async (language: Language, text) => {
    expect((await lookupWords(language)).samplePlace('Denver, Colorado')).toBe(text);
  });
});

describe('zipSuggestions', () => {
  it.each([
    ['en', '80221', 'Denver, CO 80221', 'United States'],
    ['es', '80221', 'Denver, CO 80221', 'Estados Unidos'],
    ['es', '12 Main St, Denver, CO', '12 Main St, Denver, CO 80201', 'Estados Unidos'],
  ] as const)('in %s, %s gives %s under %s', async (language, typed, text, subText) => {
    const [first] = zipSuggestions(typed, 5, await lookupWords(language));
    expect(first?.text).toBe(text);
    expect(first?.sub_text).toBe(subText);
  });
});
