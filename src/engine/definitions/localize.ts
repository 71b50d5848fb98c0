// A definition set in the applicant's language (issue 32): every applicant text (see
// applicant-texts.ts) replaced by its translation from the version's translations file; keys,
// codes, conditions and {placeholders} as they are. English gives the set itself. A text
// without a translation stays English (lint-forms names it, so a published version has none),
// but for the engine's own messages, which a version may lack: they have their own Spanish.
import type { DefinitionSet } from './definition-set';
import { BUNDLE_FILES } from '../lint/bundle-files';
import type { SiteConfig } from '../types';
import { definitionSetOf } from './definition-set';
import { mapApplicantTexts } from './applicant-texts';
import { ENGINE_TRANSLATIONS } from './engine-translations';
import {
  translationTexts,
  type FormLanguage,
  type TranslatedLanguage,
  type TranslationTexts,
} from './translations';

/**
 * English text → its translation in `translations`, else the engine's own for its messages (an
 * office's rewording in the version wins); any other text without one stays English.
 */
function translator(
  language: TranslatedLanguage,
  translations: unknown,
): (english: string) => string {
  const texts: TranslationTexts = {
    ...ENGINE_TRANSLATIONS[language],
    ...translationTexts(translations),
  };
  return (english) => (Object.hasOwn(texts, english) ? (texts[english] ?? english) : english);
}

/** site.json's applicant texts alone in `language` (a page without a form). */
export function localizeSite(
  site: SiteConfig,
  language: TranslatedLanguage,
  translations: unknown,
): SiteConfig {
  const translate = translator(language, translations);
  return mapApplicantTexts({ [BUNDLE_FILES.site]: site }, translate)[
    BUNDLE_FILES.site
  ] as SiteConfig;
}

/**
 * Each English set's localized one, with the translations it was made from: made once, so what
 * the engine derives from it (option lists, validators) is kept.
 */
const localized = new WeakMap<DefinitionSet, { translations: unknown; set: DefinitionSet }>();

/** `translations`: the parsed translations file of the set's version (see translationsOf). */
export function localize(
  set: DefinitionSet,
  language: FormLanguage,
  translations: unknown,
): DefinitionSet {
  if (language === 'en') return set;
  const known = localized.get(set);
  if (known && known.translations === translations) return known.set;
  const translate = translator(language, translations);
  const files = mapApplicantTexts(set.files, translate);
  // The generated validators stay: they carry the English messages, which `translate` turns.
  const made: DefinitionSet = {
    ...definitionSetOf(files, set.pageValidators),
    language,
    translate,
    english: set,
  };
  localized.set(set, { translations, set: made });
  return made;
}
