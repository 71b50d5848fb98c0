import {
  activateDefinitions,
  definitionSetOf,
  type DefinitionSet,
  type FormLanguage,
  type GeneratedValidators,
  type PageValidatorSource,
} from '../../../engine';
import type { PublishedForm } from '../../../contracts/forms';
import { request } from '../../api/http';
import { loadOnce } from '../load-once';

/**
 * The page validators the server generated for a set, as a module fetched on the first
 * validation (no schema is compiled in the browser, whose Content-Security-Policy forbids it).
 */
export function generatedValidators(url: string): GeneratedValidators {
  let source: PageValidatorSource | undefined;
  const load = loadOnce(async () => {
    const module = (await import(/* @vite-ignore */ url)) as {
      getPageValidator: PageValidatorSource;
    };
    source = module.getPageValidator;
  });
  return {
    load,
    get(pageId) {
      if (!source) throw new Error('Validators not loaded yet: await loadValidators() first.');
      return source(pageId);
    },
  };
}

/** Published versions never change: each is fetched once per page load and language. */
const sets = new Map<string, Promise<DefinitionSet>>();
/** Which version each fetched set is, to fetch it again with another language's texts. */
const versions = new WeakMap<DefinitionSet, number>();

/**
 * A version's files as the browser reads them, with the texts of `language` (the translations
 * only for a page in another language than English), and its generated validators.
 */
export function versionSet(version: number, language: FormLanguage = 'en'): Promise<DefinitionSet> {
  const key = `${version}:${language}`;
  let set = sets.get(key);
  if (!set) {
    set = request<PublishedForm>('GET', `/api/forms/${version}/browser?language=${language}`).then(
      (form) => {
        const made = definitionSetOf(
          form.files,
          generatedValidators(`/api/forms/${version}/validators.js`),
        );
        versions.set(made, version);
        return made;
      },
    );
    set.catch(() => sets.delete(key));
    sets.set(key, set);
  }
  return set;
}

/**
 * `set` with the texts of `language` among its files: itself when it has them or is not a fetched
 * version (the build's own set loads its translations on demand), else the version fetched again.
 */
export function withLanguageTexts(
  set: DefinitionSet,
  language: FormLanguage,
): Promise<DefinitionSet> {
  const version = versions.get(set);
  if (version === undefined || language === 'en') return Promise.resolve(set);
  return versionSet(version, language);
}

/** Shows what follows with the questions of the version an application was answered on. */
export async function activateVersion(version: number): Promise<void> {
  activateDefinitions(await versionSet(version));
}
