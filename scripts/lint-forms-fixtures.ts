// The lint-forms tests' fixtures: edits to a copy of the project's definitions, each naming the
// problem it must produce (tests/fixtures/forms-broken) or that it must pass (forms-accepted).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const temps: string[] = [];

export function removeCopies(): void {
  temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

export const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'tests/fixtures/forms-broken');
/** Edits that must lint clean: what a rule accepts. */
const ACCEPTED = join(ROOT, 'tests/fixtures/forms-accepted');
/** A site.json whose lines the tests name: the shipped one changes with every staff edit. */
export const SMALL_SITE = 'tests/fixtures/forms-site/site.json';

export interface Edit {
  file: string;
  /** A file of the project put in place of `file` (later edits apply to it). */
  copy?: string;
  pointer?: string;
  value?: unknown;
  remove?: boolean;
  raw?: string;
}
export interface Fixture {
  rule: string;
  edits: Edit[];
  /** line and column: where the problem is in the edited file (for raw edits, whose text is fixed). */
  expect: { file: string; pointer: string; message: string; line?: number; column?: number };
}

/** A copy of forms/ and schemas/ in a temporary folder, removed with `removeCopies`. */
export function copyOfProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-forms-'));
  temps.push(dir);
  cpSync(join(ROOT, 'forms'), join(dir, 'forms'), { recursive: true });
  cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
  return dir;
}

export function applyEdit(root: string, edit: Edit): void {
  const path = join(root, edit.file);
  if (edit.copy !== undefined) return cpSync(join(ROOT, edit.copy), path);
  if (edit.raw !== undefined) return writeFileSync(path, edit.raw);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const parts = (edit.pointer ?? '')
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = parts.pop();
  if (last === undefined) throw new Error(`${edit.file}: empty pointer`);
  const parent = parts.reduce<Record<string, unknown>>(
    (node, part) => node[part] as Record<string, unknown>,
    doc as Record<string, unknown>,
  );
  if (edit.remove) delete parent[last];
  else parent[last] = edit.value;
  writeFileSync(path, JSON.stringify(doc, null, 2));
}

function readFixtures<T>(folder: string): (T & { name: string })[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      name: f.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(join(folder, f), 'utf8')) as T),
    }));
}
export const fixtures = readFixtures<Fixture>(FIXTURES);
export const accepted = readFixtures<Pick<Fixture, 'rule' | 'edits'>>(ACCEPTED);
/** Broken JSON, one fixture per kind of file. */
export const syntaxFixtures = fixtures.filter((f) => f.name.startsWith('json-syntax-'));
