// Issue 32: the engine's own messages read in Spanish on every version, whether its translations
// file has them or not (versions never change, and older ones lack the newer messages); an
// office's rewording in the version wins, and English stays the engine's English.
import type { ErrorObject } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateNotRealMessage } from '../format/typed-dates';
import { NOW } from '../test-support/page-cases';
import { toFieldErrors } from '../validation/errors-to-messages';
import { withdrawnChoices } from '../validation/withdrawn-choices';
import { withDefinitions } from './active-definitions';
import type { DefinitionSet } from './definition-set';
import {
  CHOICE_WITHDRAWN_MESSAGE,
  DATE_NOT_REAL_TEXT,
  ENGINE_TEXTS,
  FALLBACK_MESSAGE,
} from './engine-texts';
import { ENGINE_TRANSLATIONS } from './engine-translations';
import { localize } from './localize';
import { translationsOf } from './localized-set';
import { seedDefinitions } from './seed-definitions';
import { placeholdersOf, translationTexts, type FormLanguage } from './translations';

const english = seedDefinitions();
let seedTexts: Record<string, string>;
beforeAll(async () => {
  seedTexts = { ...translationTexts(await translationsOf(english)) };
});

/** The version's texts without `text`'s entry: a version published before it existed. */
function without(text: string): Record<string, string> {
  const { [text]: _left, ...rest } = seedTexts;
  return rest;
}

/** An engine message as a page shows it, made the way the engine makes it. */
type Shown = (language: FormLanguage) => string | undefined;

const fallback: Shown = () => {
  // A rule without its errorMessage: AJV's own error, which the engine replaces.
  const error = { keyword: 'minLength', instancePath: '/first_name', params: {} };
  return toFieldErrors([error as unknown as ErrorObject])[0]?.message;
};
const withdrawn: Shown = () => withdrawnChoices('about', { prefix: 'REV' }, NOW)[0]?.message;
const dateNotReal: Shown = (language) => dateNotRealMessage(language);

const CASES: readonly {
  text: string;
  shown: Shown;
  english: string;
  spanish: string;
  rewording: string;
  reworded: string;
}[] = [
  {
    text: FALLBACK_MESSAGE,
    shown: fallback,
    english: 'Please check this answer.',
    spanish: 'Revise esta respuesta.',
    rewording: 'Revise lo que escribió.',
    reworded: 'Revise lo que escribió.',
  },
  {
    text: CHOICE_WITHDRAWN_MESSAGE,
    shown: withdrawn,
    english: 'The option you chose is no longer available. Please choose again.',
    spanish: 'La opción que eligió ya no está disponible. Elija de nuevo.',
    rewording: 'Esa opción ya no se ofrece. Elija otra.',
    reworded: 'Esa opción ya no se ofrece. Elija otra.',
  },
  {
    text: DATE_NOT_REAL_TEXT,
    shown: dateNotReal,
    english: 'Enter a real date, for example 03/27/2008.',
    spanish: 'Ingrese una fecha válida, por ejemplo, 27/03/2008.',
    rewording: 'Escriba una fecha que exista, como {example}.',
    reworded: 'Escriba una fecha que exista, como 27/03/2008.',
  },
];

const spanishSet = (texts: unknown): DefinitionSet => localize(english, 'es', texts);

describe("the engine's own messages in Spanish (issue 32)", () => {
  it('has a case for every engine text', () => {
    expect(CASES.map(({ text }) => text)).toEqual([...ENGINE_TEXTS]);
  });

  it.each(CASES)('$text reads in the exact English in English', ({ shown, english: text }) => {
    expect(withDefinitions(english, () => shown('en'))).toBe(text);
  });

  it.each(CASES)(
    "$text reads in the engine's Spanish where the version has no entry for it",
    ({ text, shown, spanish }) => {
      expect(Object.hasOwn(without(text), text)).toBe(false);
      expect(withDefinitions(spanishSet({ texts: without(text) }), () => shown('es'))).toBe(
        spanish,
      );
    },
  );

  it.each(CASES)(
    "$text reads in the engine's Spanish in a version without a translations file",
    ({ shown, spanish }) => {
      expect(withDefinitions(spanishSet(undefined), () => shown('es'))).toBe(spanish);
    },
  );

  it.each(CASES)(
    "$text reads in the office's rewording where the version has one",
    ({ text, shown, rewording, reworded }) => {
      const set = spanishSet({ texts: { ...seedTexts, [text]: rewording } });
      expect(withDefinitions(set, () => shown('es'))).toBe(reworded);
    },
  );

  it.each(ENGINE_TEXTS)('"%s" keeps its placeholders in the engine\'s Spanish', (text) => {
    expect(placeholdersOf(ENGINE_TRANSLATIONS.es[text])).toEqual(placeholdersOf(text));
  });
});
