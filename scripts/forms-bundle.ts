// Reads a definition set (forms/ and schemas/ under a root folder) from disk into the shape
// the engine's lintDefinitions takes. Shared by lint-forms and the Vite plugin, which both
// need the files as they are now, not as the engine imported them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUNDLE_FILES,
  PAGE_IDS,
  type BundleFile,
  type DefinitionBundle,
  type LintProblem,
} from '../src/engine/index';

export interface LoadedBundle {
  bundle?: DefinitionBundle;
  /** Files that are missing or not JSON, as lint problems. */
  problems: LintProblem[];
  /** Every file read, for watchers. */
  files: string[];
}

export function loadBundle(root: string): LoadedBundle {
  const problems: LintProblem[] = [];
  const files: string[] = [];
  const read = (file: string): BundleFile => {
    const path = join(root, file);
    files.push(path);
    try {
      return { file, data: JSON.parse(readFileSync(path, 'utf8')) as unknown };
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'file not found'
          : `not valid JSON: ${(error as Error).message}`;
      problems.push({ file, pointer: '', message: reason });
      return { file, data: undefined };
    }
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
    definitionSchema: read(BUNDLE_FILES.definitionSchema),
  };
  return problems.length > 0 ? { problems, files } : { bundle, problems, files };
}
