// The definition files of a folder as texts, for lintTexts and parseDefinitions. Imports no
// definition: the server and lint-forms read and parse the files before the engine, which
// imports them as modules (where a syntax error would end in a bundler's stack trace), loads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFINITION_FILES, type DefinitionTexts } from '../../engine/lint/parse-definitions';

/** The folder whose forms/ and schemas/ the engine imports. */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** JSON files under forms/, so lint names the ones the application never reads. */
function formsJsonFiles(root: string): string[] {
  const entries = readdirSync(join(root, 'forms'), { recursive: true, withFileTypes: true });
  // Editors' temporary files of a save ("x.json.tmp", ".x.json") are left alone.
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !e.name.startsWith('.'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Each definition file's text by its name; a file that is not there is left out. */
export function readDefinitionTexts(root: string): DefinitionTexts {
  const texts: Record<string, string> = {};
  for (const file of new Set([...DEFINITION_FILES, ...formsJsonFiles(root)])) {
    try {
      texts[file] = readFileSync(join(root, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return texts;
}
