// Reads a definition set (forms/ and schemas/ under a root folder) from disk into the shape
// the engine's lintDefinitions takes. Shared by lint-forms and the Vite plugin, which both
// need the files as they are now, not as the engine imported them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { positionAt, syntaxErrorOf } from './json-position';
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
  /** Each file's text by its name in the bundle, to place problems at a line and column. */
  texts: Map<string, string>;
}

export function loadBundle(root: string): LoadedBundle {
  const problems: LintProblem[] = [];
  const files: string[] = [];
  const texts = new Map<string, string>();
  const read = (file: string): BundleFile => {
    const path = join(root, file);
    files.push(path);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      problems.push({ file, pointer: '', message: 'file not found', rule: 'file-missing' });
      return { file, data: undefined };
    }
    texts.set(file, text);
    try {
      return { file, data: JSON.parse(text) as unknown };
    } catch (error) {
      // JSON.parse words it best; the line and column replace its character offset.
      const reason = (error as Error).message.replace(/,? (in JSON )?at position \d+.*$/s, '');
      const { line, column } = syntaxErrorOf(text) ?? positionAt(text, text.length);
      problems.push({
        file,
        pointer: '',
        message: `not valid JSON: ${reason}`,
        rule: 'json-syntax',
        line,
        column,
      });
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
    siteSchema: read(BUNDLE_FILES.siteSchema),
    listsSchema: read(BUNDLE_FILES.listsSchema),
  };
  return problems.length > 0 ? { problems, files, texts } : { bundle, problems, files, texts };
}
