import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../scripts/vite-plugin-messages';
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

describe('a message with placeholders reads as IntlMessageFormat writes it', () => {
  const catalogue = {
    'a.text': 'Welcome back, {name}.',
    'a.plural': 'You have {count, plural, one {# minute} other {# minutes}} left.',
    'a.tags': 'Already started? <login>Log in</login> to continue, {name}.',
  } as unknown as Catalogue;
  const values: Record<string, Record<string, unknown>> = {
    'a.text': { name: 'Zoë' },
    'a.plural': { count: 1 },
    'a.tags': { name: 'Zoë', login: (chunks: string[]) => `[${chunks.join('')}]` },
  };
  it.each(['en', 'es'] as Language[])(
    'in %s, parsed here or sent parsed by the build',
    (language) => {
      const fromText = createTranslator(language, catalogue);
      const fromParsed = createTranslator(
        language,
        JSON.parse(compileCatalogue(JSON.stringify(catalogue))) as Catalogue,
      );
      for (const [key, text] of Object.entries(catalogue) as [MessageKey, string][]) {
        const expected = new IntlMessageFormat(text, LOCALES[language]).format(values[key]);
        expect(fromText(key, values[key]), key).toEqual(expected);
        expect(fromParsed(key, values[key]), key).toEqual(expected);
      }
      expect(fromText('a.plural' as MessageKey, { count: 2 })).toBe('You have 2 minutes left.');
    },
  );

  it('calls into Intl only for a message that needs it (a plural)', () => {
    const PluralRules = Intl.PluralRules;
    let made = 0;
    Reflect.set(
      Intl,
      'PluralRules',
      class extends PluralRules {
        constructor(...args: ConstructorParameters<typeof PluralRules>) {
          super(...args);
          made += 1;
        }
      },
    );
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const translate = createTranslator('en', catalogue);
      translate('a.text' as MessageKey, values['a.text']);
      translate('a.tags' as MessageKey, values['a.tags']);
      expect(made).toBe(0);
      expect(supported).not.toHaveBeenCalled();
      expect(translate('a.plural' as MessageKey, { count: 3 })).toBe('You have 3 minutes left.');
      translate('a.plural' as MessageKey, { count: 4 });
      expect(made).toBe(1);
    } finally {
      Reflect.set(Intl, 'PluralRules', PluralRules);
      supported.mockRestore();
    }
  });
});
