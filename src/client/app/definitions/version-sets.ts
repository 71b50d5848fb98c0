import {
  activateDefinitions,
  definitionSetOf,
  type DefinitionSet,
  type PageValidatorSource,
} from '../../../engine';
import type { PublishedForm } from '../../../contracts/forms';
import { request } from '../../api/http';

/** Published versions never change: each is fetched once per page load. */
const sets = new Map<number, Promise<DefinitionSet>>();

/**
 * The page validators the server generated for a set, as a module (no schema is compiled in the
 * browser, whose Content-Security-Policy forbids it).
 */
export async function generatedValidators(url: string): Promise<PageValidatorSource> {
  const module = (await import(/* @vite-ignore */ url)) as {
    getPageValidator: PageValidatorSource;
  };
  return module.getPageValidator;
}

/** A version's files and its generated validators. */
export function versionSet(version: number): Promise<DefinitionSet> {
  let set = sets.get(version);
  if (!set) {
    set = Promise.all([
      request<PublishedForm>('GET', `/api/forms/${version}`),
      generatedValidators(`/api/forms/${version}/validators.js`),
    ]).then(([form, validators]) => definitionSetOf(form.files, validators));
    set.catch(() => sets.delete(version));
    sets.set(version, set);
  }
  return set;
}

/** Shows what follows with the questions of the version an application was answered on. */
export async function activateVersion(version: number): Promise<void> {
  activateDefinitions(await versionSet(version));
}
