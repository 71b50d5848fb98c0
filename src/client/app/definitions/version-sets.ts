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

/** A version's files and its generated validators (no schema is compiled in the browser). */
export function versionSet(version: number): Promise<DefinitionSet> {
  let set = sets.get(version);
  if (!set) {
    const url = `/api/forms/${version}/validators.js`;
    set = Promise.all([
      request<PublishedForm>('GET', `/api/forms/${version}`),
      import(/* @vite-ignore */ url) as Promise<{ getPageValidator: PageValidatorSource }>,
    ]).then(([form, validators]) => definitionSetOf(form.files, validators.getPageValidator));
    set.catch(() => sets.delete(version));
    sets.set(version, set);
  }
  return set;
}

/** Shows what follows with the questions of the version an application was answered on. */
export async function activateVersion(version: number): Promise<void> {
  activateDefinitions(await versionSet(version));
}
