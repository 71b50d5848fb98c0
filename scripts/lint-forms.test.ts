// lint-forms on a broken fixture per rule: each fixture in tests/fixtures/forms-broken edits a
// copy of the real definitions in one place and names the problem lint-forms must print there.
// Where it names a line of site.json, it first puts the small tests/fixtures/forms-site/site.json
// in place of the shipped one, which staff edit.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineBundle, formatProblem, lintDefinitions } from '../src/engine/index';
import { lintFolder } from './lint-forms-core';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'tests/fixtures/forms-broken');
/** Edits that must lint clean: what a rule accepts. */
const ACCEPTED = join(ROOT, 'tests/fixtures/forms-accepted');
/** A site.json whose lines the tests name: the shipped one changes with every staff edit. */
const SMALL_SITE = 'tests/fixtures/forms-site/site.json';

interface Edit {
  file: string;
  /** A file of the project put in place of `file` (later edits apply to it). */
  copy?: string;
  pointer?: string;
  value?: unknown;
  remove?: boolean;
  raw?: string;
}
interface Fixture {
  rule: string;
  edits: Edit[];
  /** line and column: where the problem is in the edited file (for raw edits, whose text is fixed). */
  expect: { file: string; pointer: string; message: string; line?: number; column?: number };
}

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyOfProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-forms-'));
  temps.push(dir);
  cpSync(join(ROOT, 'forms'), join(dir, 'forms'), { recursive: true });
  cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
  return dir;
}

function applyEdit(root: string, edit: Edit): void {
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
const fixtures = readFixtures<Fixture>(FIXTURES);
const accepted = readFixtures<Pick<Fixture, 'rule' | 'edits'>>(ACCEPTED);
/** Broken JSON, one fixture per kind of file. */
const syntaxFixtures = fixtures.filter((f) => f.name.startsWith('json-syntax-'));

describe('lint-forms rules', () => {
  it('finds the real definitions clean', () => {
    expect(lintDefinitions(engineBundle()).map(formatProblem)).toEqual([]);
    expect(lintFolder(ROOT).problems.map(formatProblem)).toEqual([]);
  });

  it('finds the small site.json of the tests clean with the real pages', () => {
    const root = copyOfProject();
    applyEdit(root, { file: 'forms/site.json', copy: SMALL_SITE });
    expect(lintFolder(root).problems.map(formatProblem)).toEqual([]);
  });

  it('has a fixture for every rule of issue 3', () => {
    expect(fixtures.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'meta-schema',
        'key-on-two-pages',
        'key-not-in-model',
        'page-schema-key-not-in-model',
        'too-many-repeater-entries',
        'condition-unknown-key',
        'unknown-option-list',
        'cleared-key-not-in-model',
        'tab-owns-unknown-key',
        // issue 14
        'required-marker-not-in-schema',
        'required-without-marker',
        'entry-term-in-the-past',
        'site-default-route-not-a-page',
        'site-save-and-continue-on-last-page',
        'site-time-zone-unknown',
        // issue 18
        'file-not-json',
        'page-schema-unknown-keyword',
        'condition-key-misspelt',
        'option-list-misspelt',
        'condition-label-not-value',
        'condition-value-not-offered',
        'list-value-twice',
        'list-option-without-label',
        'unknown-file-in-forms',
        'schema-if-label-not-value',
        'schema-if-value-not-offered',
        'site-placeholder-in-hint',
        'site-placeholder-in-schema-message',
        'site-placeholder-in-list-label',
        'site-schema-wrong-type',
        'site-schema-unknown-property',
        'site-without-schema-reference',
        'lists-without-schema-reference',
        'meta-schema-number-too-big',
        'condition-inline-option-label',
        // issue 29
        'json-syntax-page',
        'json-syntax-page-schema',
        'json-syntax-answers-model',
        'json-syntax-option-list',
        'json-syntax-site',
        'required-under-condition',
        'required-under-tab',
        'required-under-other-condition',
      ]),
    );
  });

  it.each(fixtures)('$name: $rule', ({ edits, expect: wanted }) => {
    const root = copyOfProject();
    edits.forEach((edit) => applyEdit(root, edit));
    const { problems } = lintFolder(root);
    const match = problems.find(
      (p) =>
        p.file === wanted.file &&
        p.pointer === wanted.pointer &&
        p.message.includes(wanted.message),
    );
    expect(match, problems.map(formatProblem).join('\n')).toBeDefined();
    if (wanted.line !== undefined) {
      expect([match?.line, match?.column]).toEqual([wanted.line, wanted.column]);
    }
  });

  it.each(accepted)('$name: accepted, $rule', ({ edits }) => {
    const root = copyOfProject();
    edits.forEach((edit) => applyEdit(root, edit));
    expect(lintFolder(root).problems.map(formatProblem)).toEqual([]);
  });

  // Every problem found at an edited value is placed at that value in the file's text.
  it.each(
    fixtures.filter(({ edits, expect: wanted }) =>
      edits.some((e) => e.file === wanted.file && e.pointer === wanted.pointer && !e.remove),
    ),
  )(
    '$name: the problem points at the line and column of the edited value',
    ({ edits, expect: wanted }) => {
      const root = copyOfProject();
      edits.forEach((edit) => applyEdit(root, edit));
      const problem = lintFolder(root).problems.find(
        (p) => p.file === wanted.file && p.pointer === wanted.pointer,
      );
      const lines = readFileSync(join(root, wanted.file), 'utf8').split('\n');
      const at = lines[(problem?.line ?? 0) - 1]?.slice((problem?.column ?? 0) - 1) ?? '';
      const value = edits.find((e) => e.pointer === wanted.pointer)?.value;
      expect(at.startsWith(JSON.stringify(value, null, 2).split('\n')[0] ?? ''), at).toBe(true);
    },
  );
});

describe('lint-forms command', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/lint-forms.ts'), ...args], {
      encoding: 'utf8',
      cwd: ROOT,
    });

  it('exits 0 on the project', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('clean');
  });

  it('exits 1 on another folder with a problem and prints file:line:column: pointer: message', () => {
    const root = copyOfProject();
    applyEdit(root, {
      file: 'forms/education.json',
      pointer: '/nodes/0/children/0/optionList',
      value: 'terms',
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^${relative(ROOT, root)}/forms/education\\.json:\\d+:\\d+: /nodes/0/children/0/optionList: unknown option list "terms"`,
        'm',
      ),
    );
    expect(result.stderr).toContain('lint-forms: 1 problem in');
  });

  it('--json prints [] and exits 0 on the project', () => {
    const result = run('--json');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
  });

  it('--json prints each problem as {file, line, column, pointer, message, rule} and exits 1', () => {
    const root = copyOfProject();
    applyEdit(root, { file: 'forms/about.json', pointer: '/step', value: 4 });
    applyEdit(root, { file: 'forms/site.json', copy: SMALL_SITE });
    applyEdit(root, {
      file: 'forms/site.json',
      pointer: '/links/tour',
      value: 'www.sample-university.example/visit',
    });
    const result = run('--json', root);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([
      {
        file: `${relative(ROOT, root)}/forms/about.json`,
        line: 5,
        column: 11,
        pointer: '/step',
        message: '"step" can be at most 3, not 4',
        rule: 'page-format',
      },
      {
        file: `${relative(ROOT, root)}/forms/site.json`,
        line: 40,
        column: 13,
        pointer: '/links/tour',
        message:
          '"www.sample-university.example/visit" does not fit "tour", which takes a web address starting with https://',
        rule: 'site-format',
      },
    ]);
  });

  it.each(syntaxFixtures)('$name: one located line and exit 1', ({ edits, expect: wanted }) => {
    const root = copyOfProject();
    edits.forEach((edit) => applyEdit(root, edit));
    const result = run(root);
    expect(result.status).toBe(1);
    const where = `${relative(ROOT, root)}/${wanted.file}:${wanted.line}:${wanted.column}`;
    expect(result.stderr).toBe(
      `${where}: /: ${wanted.message}\nlint-forms: 1 problem in ${root}\n`,
    );
  });

  it.each([
    [['--jsno'], 'lint-forms: unknown option --jsno (usage: lint-forms [--json] [folder])'],
    [['no-such-folder'], `lint-forms: no such folder: ${join(ROOT, 'no-such-folder')} (usage:`],
    [['scripts'], `lint-forms: no forms/ folder in ${join(ROOT, 'scripts')} (usage:`],
    [['forms', 'schemas'], 'lint-forms: one folder at most, got 2 (usage:'],
    [
      ['--json', 'no-such-folder'],
      `lint-forms: no such folder: ${join(ROOT, 'no-such-folder')} (usage:`,
    ],
  ])('exits 2 with one line for the usage error %j', (args, line) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/lint-forms.ts'), ...args],
      // A relative folder is the caller's: INIT_CWD when npm or npx started it.
      { encoding: 'utf8', cwd: ROOT, env: { ...process.env, INIT_CWD: ROOT } },
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(line);
  });

  // The bin goes through a symlink, which the script's main guard must see through.
  describe('through npx --no-install lint-forms', () => {
    const npx = (...args: string[]) =>
      spawnSync('npx', ['--no-install', 'lint-forms', ...args], { encoding: 'utf8', cwd: ROOT });

    it('exits 0 on the project', () => {
      const result = npx();
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`lint-forms: the form definitions in ${ROOT} are clean`);
    });

    it('exits 1 on a folder with a problem and 2 on a missing one', () => {
      const root = copyOfProject();
      applyEdit(root, { file: 'forms/about.json', pointer: '/step', value: 'one' });
      const broken = npx(root);
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain(`${relative(ROOT, root)}/forms/about.json:5:11: /step: `);
      const missing = npx(join(root, 'missing'));
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain(`lint-forms: no such folder: ${join(root, 'missing')}`);
    });
  });
});
