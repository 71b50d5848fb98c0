// What lint-forms checks: the files of a definition set as plain objects. The engine's own set
// comes from its imports; the CLI reads another folder with fs and builds the same shape.
import answersSchema from '../../../schemas/answers.schema.json';
import countriesJson from '../../../forms/options/countries.json';
import statesJson from '../../../forms/options/stateAndProvince.json';
import monthsJson from '../../../forms/options/months.json';
import listsJson from '../../../forms/options/lists.json';
import siteJson from '../../../forms/site.json';
import listsSchema from '../../../schemas/lists.schema.json';
import siteSchema from '../../../schemas/site.schema.json';
import { rawPageFiles } from '../definitions/pages';
import { formDefinitionSchema, pageSchemas } from '../validation/schemas';
import { PAGE_IDS, type PageId } from '../types';

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
  definitionSchema?: BundleFile;
  /** The schemas site.json and lists.json name in "$schema" (editors complete from them). */
  siteSchema?: BundleFile;
  listsSchema?: BundleFile;
}

export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
  /** The check that found it (stable names, for editors and CI). */
  rule?: string;
  /** 1-based, where the file's text is known (lint-forms reads it; imported JSON has none). */
  line?: number;
  column?: number;
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
  definitionSchema: 'schemas/form-definition.schema.json',
  siteSchema: 'schemas/site.schema.json',
  listsSchema: 'schemas/lists.schema.json',
} as const;

/** The definition set the engine itself loaded. */
export function engineBundle(): DefinitionBundle {
  return {
    pages: PAGE_IDS.map((id, i) => ({ file: BUNDLE_FILES.pages[i] ?? id, data: rawPageFiles[id] })),
    answersSchema: { file: BUNDLE_FILES.answersSchema, data: answersSchema },
    pageSchemas: PAGE_IDS.map((pageId, i) => ({
      pageId,
      file: BUNDLE_FILES.pageSchemas[i] ?? pageId,
      data: pageSchemas[pageId],
    })),
    options: {
      countries: { file: BUNDLE_FILES.options.countries, data: countriesJson },
      stateAndProvince: { file: BUNDLE_FILES.options.stateAndProvince, data: statesJson },
      months: { file: BUNDLE_FILES.options.months, data: monthsJson },
      lists: { file: BUNDLE_FILES.options.lists, data: listsJson },
    },
    site: { file: BUNDLE_FILES.site, data: siteJson },
    definitionSchema: { file: BUNDLE_FILES.definitionSchema, data: formDefinitionSchema },
    siteSchema: { file: BUNDLE_FILES.siteSchema, data: siteSchema },
    listsSchema: { file: BUNDLE_FILES.listsSchema, data: listsSchema },
  };
}

/**
 * "file:line:column: pointer: message" ("file: pointer: message" without a position), the one
 * line format of lint-forms, the server and the overlay; editors jump to file:line:column.
 */
export function formatProblem(problem: LintProblem): string {
  const where =
    problem.line === undefined
      ? problem.file
      : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where}: ${problem.pointer || '/'}: ${problem.message}`;
}

export function pointerOf(...parts: (string | number)[]): string {
  return parts.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
