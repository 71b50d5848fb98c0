// The browser's seed set, in place of seed-definitions.ts (scripts/vite-plugin-forms.ts). The
// page frame every route draws reads only the institution's settings and the data model's keys,
// so those come with the code; the pages, option lists and review form arrive with the first
// route that shows a form (followDefinitions), and /login never downloads them (issue 29).
import siteJson from '../../../forms/site.json';
import answersSchema from '../../../schemas/answers.schema.json';
import type { SiteConfig } from '../types';
import { definitionSetOf, type DefinitionSet } from './definition-set';

/**
 * What the frame set holds; reading the rest of a set before the load is a programming error
 * (`pageValidators` is undefined, as in the whole seed set: its validators are the build's).
 */
const FRAME_PARTS = new Set<PropertyKey>(['site', 'answersSchema']);
const SET_PARTS = new Set<PropertyKey>([
  'files',
  'pages',
  'rawPages',
  'pageSchemas',
  'review',
  'rawReview',
  'reviewSchema',
  'optionFiles',
]);

const frame = new Proxy({ site: siteJson as SiteConfig, answersSchema } as DefinitionSet, {
  get(target, key) {
    if (FRAME_PARTS.has(key)) return Reflect.get(target, key) as unknown;
    if (SET_PARTS.has(key))
      throw new Error(`The form's ${String(key)} are not loaded yet: await loadSeedDefinitions().`);
    return undefined;
  },
});

let seed: DefinitionSet | undefined;
let loading: Promise<DefinitionSet> | undefined;

/** The whole seed set once loaded; until then only its site settings and data model. */
export function seedDefinitions(): DefinitionSet {
  return seed ?? frame;
}

/** Loads the seed set's pages, lists and review form (once). */
export function loadSeedDefinitions(): Promise<DefinitionSet> {
  loading ??= import('./seed-files').then(({ seedFiles }) => (seed = definitionSetOf(seedFiles)));
  loading.catch(() => (loading = undefined));
  return loading;
}
