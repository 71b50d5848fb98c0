// The forms' texts in another language (issue 32): forms/translations/es.json, a file of the
// form version, maps each English text an applicant sees to its Spanish. Keyed by the English
// text, so "Yes" is translated once wherever it appears.

/** The languages an applicant reads the forms in; English is the definitions' own. */
export type FormLanguage = 'en' | 'es';

/** The languages the forms are translated into: all but English. */
export type TranslatedLanguage = Exclude<FormLanguage, 'en'>;

/** English text → its translation, as the version's translations file holds them. */
export type TranslationTexts = Readonly<Record<string, string>>;

/** The map of a translations file; empty when the version has none (published before them). */
export function translationTexts(file: unknown): TranslationTexts {
  const texts = (file as { texts?: unknown } | null | undefined)?.texts;
  if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) return {};
  return texts as TranslationTexts;
}

const PLACEHOLDER = /\{[^{}]+\}/g;

/** A text's placeholders ({limit}, {site.name}, {n}), sorted, each as often as it appears. */
export function placeholdersOf(text: string): string[] {
  return (text.match(PLACEHOLDER) ?? []).sort();
}
