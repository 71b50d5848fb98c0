import { describe, expect, it } from 'vitest';
import { letterTemplate } from './letter-template';

const ENGLISH = {
  decisions: [
    { id: 'admit', label: 'Admit', letter: 'Dear {given_name}, welcome.' },
    { id: 'deny', label: 'Deny', letter: 'We are sorry.' },
  ],
};
const SPANISH = {
  decisions: [
    { id: 'admit', label: 'Admisión', letter: 'Estimado/a {given_name}: bienvenido/a.' },
    { id: 'deny', label: 'Sin admisión', letter: 'Lo lamentamos.' },
  ],
};

describe('letterTemplate', () => {
  it("without a letter, the decision's own in the reader's language", () => {
    expect(letterTemplate(undefined, 'deny', ENGLISH, SPANISH)).toBe('Lo lamentamos.');
    expect(letterTemplate(undefined, 'admit', ENGLISH, ENGLISH)).toBe(
      'Dear {given_name}, welcome.',
    );
  });

  it("a letter that is site.json's word for word is taken as that letter, whichever decision", () => {
    expect(letterTemplate('Dear {given_name}, welcome.', 'admit', ENGLISH, SPANISH)).toBe(
      'Estimado/a {given_name}: bienvenido/a.',
    );
    // As a textarea may leave it: white space at either end does not make it another letter.
    expect(letterTemplate('We are sorry.\n', 'admit', ENGLISH, SPANISH)).toBe('Lo lamentamos.');
  });

  it("an admin's own letter stays as written, in any language", () => {
    expect(letterTemplate('Dear {given_name}, welcome!', 'admit', ENGLISH, SPANISH)).toBe(
      'Dear {given_name}, welcome!',
    );
    expect(letterTemplate('Hola, {given_name}.', 'admit', ENGLISH, SPANISH)).toBe(
      'Hola, {given_name}.',
    );
  });

  it('a decision the settings do not have gives its letter as given, or nothing', () => {
    expect(letterTemplate(undefined, 'interview', ENGLISH, SPANISH)).toBe('');
    expect(letterTemplate('Come in.', 'interview', ENGLISH, SPANISH)).toBe('Come in.');
  });
});
