// Where a set's translations come from, and the set in a language. A published version holds
// its translations file; the build's own set (the seed) loads the repository's on demand, so
// an English page never downloads the Spanish texts.
import { BUNDLE_FILES } from '../lint/bundle-files';
import type { DefinitionSet } from './definition-set';
import { localize, localizeSite } from './localize';
import { seedDefinitions } from './seed-definitions';
import type { FormLanguage } from './translations';

/** The set's translations file; undefined for a version published before translations. */
export async function translationsOf(set: DefinitionSet): Promise<unknown> {
  // The seed first: in the browser, before its pages load, it holds no files to look in.
  if (set === seedDefinitions())
    return (await import('../../../forms/translations/es.json')).default;
  return Object.hasOwn(set.files, BUNDLE_FILES.translations)
    ? set.files[BUNDLE_FILES.translations]
    : undefined;
}

/** The English set `set` in `language` (the set itself for English). */
export async function localizedSet(
  set: DefinitionSet,
  language: FormLanguage,
): Promise<DefinitionSet> {
  return language === 'en' ? set : localize(set, language, await translationsOf(set));
}

/**
 * The seed with its site settings in `language`: what a page without a form reads (the Help and
 * Privacy dialogs, the alert banner) before any version is followed. Everything else is read
 * from the seed as it is at each read, so its pages are there once they have loaded (in the
 * browser the seed is its site settings alone until then).
 */
export async function localizedSeedSite(language: FormLanguage): Promise<DefinitionSet> {
  const site =
    language === 'en'
      ? undefined
      : localizeSite(seedDefinitions().site, language, await translationsOf(seedDefinitions()));
  const own: Partial<Record<PropertyKey, unknown>> = site ? { site, language } : {};
  return new Proxy(seedDefinitions(), {
    get: (_target, key) => (key in own ? own[key] : Reflect.get(seedDefinitions(), key)),
  });
}
