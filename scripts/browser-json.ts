// What the browser is sent of the JSON files under forms/ and schemas/ (vite-plugin-forms.ts):
// the same view of a file the server gives a published version's (src/engine/definitions/browser-files.ts).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { browserFile } from '../src/engine/definitions/browser-files';

/** The JSON text the browser build imports for `file`, a definition file under `root`. */
export function browserJson(file: string, root: string): string {
  const path = relative(root, file).split('\\').join('/');
  return JSON.stringify(browserFile(path, JSON.parse(readFileSync(file, 'utf8')) as unknown));
}
