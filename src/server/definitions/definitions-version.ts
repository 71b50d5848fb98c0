// The definitions' version (issue 18): a content hash of forms/ and schemas/, so every save and
// submit records which questions and options it was answered against, and /api/health names
// the set a server runs. Only .json files count: an editor's swap or backup file is not a change.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function jsonFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * sha256 over the sorted paths (relative, with /) and contents of every .json file under
 * root/forms and root/schemas, each length-prefixed so no two sets hash alike; 12 hex digits.
 */
export function definitionsVersion(root: string = projectRoot): string {
  const hash = createHash('sha256');
  const files = [...jsonFiles(root, 'forms'), ...jsonFiles(root, 'schemas')].sort();
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\u0000${bytes.length}\u0000`).update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}
