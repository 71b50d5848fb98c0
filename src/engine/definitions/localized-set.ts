// Where a set's translations come from, and the set in a language. A published version holds
// its translations file; the build's own set (the seed) loads the repository's on demand, so
// an English page never downloads the Spanish texts.
import { BUNDLE_FILES } from '../lint/bundle-files';
import type { DefinitionSet } from './definition-set';
import { localize } from './localize';
import { seedDefinitions } from './seed-definitions';
import type { FormLanguage } from './translations';

/** The set's translations file; undefined for a version published before translations. */
export async function translationsOf(set: DefinitionSet): Promise<unknown> {
  if (Object.hasOwn(set.files, BUNDLE_FILES.translations))
    return set.files[BUNDLE_FILES.translations];
  if (set !== seedDefinitions()) return undefined;
  return (await import('../../../forms/translations/es.json')).default;
}

/** The English set `set` in `language` (the set itself for English). */
export async function localizedSet(
  set: DefinitionSet,
  language: FormLanguage,
): Promise<DefinitionSet> {
  return language === 'en' ? set : localize(set, language, await translationsOf(set));
}
