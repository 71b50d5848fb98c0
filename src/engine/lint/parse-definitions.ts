// The one place a definition file's text becomes data: every JSON file the linter reads (pages,
// page schemas, the answers model, option lists, site settings and the schemas they name) is
// parsed here, and a file that does not parse is one located problem, never an exception.
// Nothing here imports a definition, so an entry point can call it before the engine loads.
import { PAGE_IDS } from '../types';
import { BUNDLE_FILES, type BundleFile, type DefinitionBundle } from './bundle-files';
import { positionAt, syntaxErrorOf } from './json-position';
import type { LintProblem } from './problem';

/** File name (e.g. forms/about.json) → its text; a file left out was not found. */
export type DefinitionTexts = Readonly<Record<string, string | undefined>>;

export interface ParsedDefinitions {
  /** Present when every file was found and parsed. */
  bundle?: DefinitionBundle;
  /** Files that are missing or not JSON. */
  problems: LintProblem[];
}

/** Every file of a definition set, in the order the linter reads them. */
export const DEFINITION_FILES: readonly string[] = [
  ...BUNDLE_FILES.pages,
  BUNDLE_FILES.answersSchema,
  ...BUNDLE_FILES.pageSchemas,
  ...Object.values(BUNDLE_FILES.options),
  BUNDLE_FILES.site,
  BUNDLE_FILES.review,
  BUNDLE_FILES.reviewSchema,
  BUNDLE_FILES.translations,
  BUNDLE_FILES.definitionSchema,
  BUNDLE_FILES.siteSchema,
  BUNDLE_FILES.listsSchema,
  BUNDLE_FILES.translationsSchema,
];

/** One file's data, or the problem that stops it: not found, or not JSON at a line and column. */
export function parseJsonFile(
  file: string,
  text: string | undefined,
): { data: unknown } | { problem: LintProblem } {
  if (text === undefined)
    return { problem: { file, pointer: '', message: 'file not found', rule: 'file-missing' } };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    // JSON.parse words it best; the line and column replace its character offset.
    const reason = (error as Error).message.replace(/,? (in JSON )?at position \d+.*$/s, '');
    const { line, column } = syntaxErrorOf(text) ?? positionAt(text, text.length);
    const message = `not valid JSON: ${reason}`;
    return { problem: { file, pointer: '', message, rule: 'json-syntax', line, column } };
  }
}

export function parseDefinitions(texts: DefinitionTexts): ParsedDefinitions {
  const problems: LintProblem[] = [];
  const read = (file: string): BundleFile => {
    const parsed = parseJsonFile(file, texts[file]);
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      return { file, data: undefined };
    }
    return { file, data: parsed.data };
  };
  const bundle: DefinitionBundle = {
    pages: BUNDLE_FILES.pages.map(read),
    answersSchema: read(BUNDLE_FILES.answersSchema),
    pageSchemas: BUNDLE_FILES.pageSchemas.map((file, i) => ({
      ...read(file),
      pageId: PAGE_IDS[i] ?? 'about',
    })),
    options: {
      countries: read(BUNDLE_FILES.options.countries),
      stateAndProvince: read(BUNDLE_FILES.options.stateAndProvince),
      months: read(BUNDLE_FILES.options.months),
      lists: read(BUNDLE_FILES.options.lists),
    },
    site: read(BUNDLE_FILES.site),
    review: read(BUNDLE_FILES.review),
    reviewSchema: read(BUNDLE_FILES.reviewSchema),
    translations: read(BUNDLE_FILES.translations),
    definitionSchema: read(BUNDLE_FILES.definitionSchema),
    siteSchema: read(BUNDLE_FILES.siteSchema),
    listsSchema: read(BUNDLE_FILES.listsSchema),
    translationsSchema: read(BUNDLE_FILES.translationsSchema),
  };
  return problems.length > 0 ? { problems } : { bundle, problems };
}
