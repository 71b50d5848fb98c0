// The seed set: the repository's forms/ and schemas/, imported with the code. It is version 1
// of a new installation and what runs until the live version is known. In the browser build
// seed-definitions.browser.ts takes this module's place (scripts/vite-plugin-forms.ts).
import { definitionSetOf, type DefinitionSet } from './definition-set';
import { seedFiles } from './seed-files';

let seed: DefinitionSet | undefined;

export function seedDefinitions(): DefinitionSet {
  return (seed ??= definitionSetOf(seedFiles));
}

/** The whole seed set; here it is already loaded (the browser's version fetches its files). */
export function loadSeedDefinitions(): Promise<DefinitionSet> {
  return Promise.resolve(seedDefinitions());
}
