import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Language } from '../../contracts/language';
import type { Catalogue, MessageKey } from './catalogue';
import en from './messages/en.json';
import es from './messages/es.json';
import { isPlainText } from './plain-text';
import { createTranslator } from './translator';

describe('isPlainText', () => {
  it.each([
    ['Save and continue', true],
    ["You're signed in", true],
    ['¿Sigue trabajando?', true],
    ['Step {step} of {steps}', false],
    ['{count, plural, one {# minute} other {# minutes}}', false],
    ['Read the <link>privacy notice</link>', false],
    ["It''s quoted", false],
  ])('%j is plain: %s', (message, plain) => {
    expect(isPlainText(message)).toBe(plain);
  });
});

describe('a plain message reads the same as the formatter would write it', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as [Language, Catalogue][])(
    'every plain message of the %s catalogue',
    (language, catalogue) => {
      const translate = createTranslator(language, catalogue);
      const plain = (Object.entries(catalogue) as [MessageKey, string][]).filter(([, text]) =>
        isPlainText(text),
      );
      expect(plain.length).toBeGreaterThan(100);
      for (const [key, text] of plain)
        expect(translate(key), key).toBe(new IntlMessageFormat(text, LOCALES[language]).format());
    },
  );
});
