// docs/editing-forms.md walked as an admissions officer would: its JSON examples are laid out
// as the formatter writes them, and the marked ones, applied in order to a copy of the project,
// pass what npm test checks of the forms: the formatter, lint-forms, the smoke test of the
// shipped forms, and the engine's unit tests (which use their own fixture definitions, so the
// guide's new required question cannot break them).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const GUIDE = join(ROOT, 'docs/editing-forms.md');

interface Block {
  text: string;
  /**
   * `<!-- example: add <file> <pointer> -->` above the block: JSON Patch "add" there;
   * `merge` puts the block's members into the object there (new Spanish texts).
   */
  add?: { file: string; pointer: string; merge: boolean };
}

/** Every ```json block of the guide, its list indentation removed. */
function jsonBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const pattern =
    /(?:<!-- example: (add|merge) (\S+) (\S+) -->\n\n)?([ \t]*)```json\n([\s\S]*?)\n[ \t]*```/g;
  for (const [, how, file, pointer, indent = '', body = ''] of markdown.matchAll(pattern)) {
    const text = body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    blocks.push(
      file && pointer ? { text, add: { file, pointer, merge: how === 'merge' } } : { text },
    );
  }
  return blocks;
}

/** JSON Patch "add": a member of an object, or an array item at an index or at the end (-). */
function add(document: unknown, pointer: string, value: unknown): void {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = parts.pop() ?? '';
  const parent = parts.reduce<unknown>(
    (node, part) => (node as Record<string, unknown>)[part],
    document,
  );
  if (Array.isArray(parent)) parent.splice(last === '-' ? parent.length : Number(last), 0, value);
  else if (parent !== null && typeof parent === 'object')
    (parent as Record<string, unknown>)[last] = value;
  else throw new Error(`no object or array at ${pointer}`);
}

/** The members of `value` put into the object at `pointer`. */
function merge(document: unknown, pointer: string, value: unknown): void {
  const target = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], document);
  Object.assign(target as Record<string, unknown>, value);
}

const blocks = jsonBlocks(readFileSync(GUIDE, 'utf8'));
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The project's files npm test's form checks need; node_modules shared by a link. */
function copyOfProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'guide-'));
  temps.push(dir);
  for (const entry of [
    'forms',
    'schemas',
    'src',
    'scripts',
    'tests/forms',
    'package.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'vitest.config.ts',
    '.prettierrc.json',
    '.prettierignore',
  ])
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** A command in the copy, without this test run's own vitest settings leaking into it. */
function run(cwd: string, command: string, ...args: string[]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && key !== 'FORCE_COLOR',
    ),
  );
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...env, INIT_CWD: cwd, NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('docs/editing-forms.md', () => {
  it('has JSON examples, and marked ones that add a required question', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    const added = blocks.filter((b) => b.add).map((b) => JSON.parse(b.text) as unknown);
    expect(added).toContainEqual(expect.objectContaining({ kind: 'question', required: true }));
  });

  it.each(blocks.map((block, i) => ({ n: i + 1, ...block })))(
    'example $n is valid JSON laid out as the formatter writes it',
    async ({ text }) => {
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      const options = await resolveConfig(join(ROOT, 'forms/about.json'));
      expect(await format(text, { ...options, parser: 'json' })).toBe(`${text}\n`);
    },
  );

  it("applied to a copy, passes the formatter, lint-forms, the forms' smoke test and the engine's unit tests", () => {
    const root = copyOfProject();
    for (const { text, add: at } of blocks) {
      if (!at) continue;
      const path = join(root, at.file);
      const document = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      if (at.merge) merge(document, at.pointer, JSON.parse(text));
      else add(document, at.pointer, JSON.parse(text));
      writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
    }
    // The guide's step: npm run forms:format; then npm test's checks.
    const formatted = run(root, 'npm', 'run', '-s', 'forms:format');
    expect(formatted.status, formatted.output).toBe(0);
    const layout = run(root, 'npx', 'prettier', '--check', 'forms', 'schemas');
    expect(layout.status, layout.output).toBe(0);
    const lint = run(root, process.execPath, '--import', 'tsx', 'scripts/lint-forms.ts');
    expect(lint.status, lint.output).toBe(0);
    expect(lint.output).toContain('are clean');
    const tests = run(root, 'npx', 'vitest', 'run', 'src/engine', 'tests/forms/shipped-forms');
    expect(tests.status, tests.output).toBe(0);
    expect(tests.output).toMatch(/Test Files +\d+ passed/);
  }, 600_000);
});
