// The definitions' version: the same files give the same 12 hex digits wherever they lie; any
// change to a definition file, a rename or a new file changes it; other files do not count.
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionsVersion } from './definitions-version';

const project = fileURLToPath(new URL('../../..', import.meta.url));
const copies: string[] = [];

function copyOfDefinitions(): string {
  const root = mkdtempSync(join(tmpdir(), 'definitions-version-'));
  copies.push(root);
  cpSync(join(project, 'forms'), join(root, 'forms'), { recursive: true });
  cpSync(join(project, 'schemas'), join(root, 'schemas'), { recursive: true });
  return root;
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('definitionsVersion', () => {
  const shipped = definitionsVersion();

  it('is 12 hex digits, the same for a copy of the same files', () => {
    expect(shipped).toMatch(/^[0-9a-f]{12}$/);
    expect(definitionsVersion(copyOfDefinitions())).toBe(shipped);
  });

  it.each<[string, (root: string) => void, boolean]>([
    ['a changed label', (r) => writeFileSync(join(r, 'forms/site.json'), '{"name":"X"}'), true],
    [
      'a renamed file',
      (r) => renameSync(join(r, 'forms/options/months.json'), join(r, 'forms/options/m.json')),
      true,
    ],
    ['a new JSON file in schemas/', (r) => writeFileSync(join(r, 'schemas/new.json'), '{}'), true],
    ["an editor's swap file", (r) => writeFileSync(join(r, 'forms/.about.json.swp'), 'x'), false],
    ['a README beside the forms', (r) => writeFileSync(join(r, 'forms/README.md'), '# x'), false],
  ])('%s: changes the version %s', (_name, change, changes) => {
    const root = copyOfDefinitions();
    change(root);
    expect(definitionsVersion(root) !== shipped).toBe(changes);
  });
});
