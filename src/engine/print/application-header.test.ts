import { describe, expect, it } from 'vitest';
import { applicationLanguageLine } from './application-header';

describe('applicationLanguageLine', () => {
  it('names the language an application was submitted in, in English', () => {
    expect(applicationLanguageLine('es', true)).toBe('Submitted in Spanish.');
    expect(applicationLanguageLine('en', true)).toBe('Submitted in English.');
  });

  it('says "being answered" before submit', () => {
    expect(applicationLanguageLine('es', false)).toBe('Being answered in Spanish.');
  });
});
