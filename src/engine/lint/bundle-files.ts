// The files of a definition set and the shape the linter takes them in. No definition is imported
// here: the entry points name and parse the files before the engine, which imports them, loads.
import type { PageId } from '../types';
import { PAGE_IDS } from '../types';

export interface BundleFile<T = unknown> {
  /** Path as printed in problems, e.g. forms/about.json. */
  file: string;
  data: T;
}

export interface DefinitionBundle {
  pages: BundleFile[];
  answersSchema: BundleFile;
  pageSchemas: (BundleFile & { pageId: PageId })[];
  options: {
    countries: BundleFile;
    stateAndProvince: BundleFile;
    months: BundleFile;
    lists: BundleFile;
  };
  site: BundleFile;
  /** The readers' review form (issue 33) and its rules. */
  review: BundleFile;
  reviewSchema: BundleFile;
  /** The forms' texts in Spanish, keyed by their English text (issue 32). */
  translations: BundleFile;
  definitionSchema?: BundleFile;
  /** The schemas site.json and lists.json name in "$schema" (editors complete from them). */
  siteSchema?: BundleFile;
  listsSchema?: BundleFile;
  translationsSchema?: BundleFile;
}

/** The file names of a definition set, relative to its root folder. */
export const BUNDLE_FILES = {
  pages: PAGE_IDS.map((id) => `forms/${id}.json`),
  answersSchema: 'schemas/answers.schema.json',
  pageSchemas: PAGE_IDS.map((id) => `schemas/pages/${id}.schema.json`),
  options: {
    countries: 'forms/options/countries.json',
    stateAndProvince: 'forms/options/stateAndProvince.json',
    months: 'forms/options/months.json',
    lists: 'forms/options/lists.json',
  },
  site: 'forms/site.json',
  review: 'forms/review.json',
  reviewSchema: 'schemas/review.schema.json',
  translations: 'forms/translations/es.json',
  definitionSchema: 'schemas/form-definition.schema.json',
  siteSchema: 'schemas/site.schema.json',
  listsSchema: 'schemas/lists.schema.json',
  translationsSchema: 'schemas/translations.schema.json',
} as const;
