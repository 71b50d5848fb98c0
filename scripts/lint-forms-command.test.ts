// The lint-forms command: its exit codes, its located lines and its --json, on the project and
// on copies broken by the fixtures of tests/fixtures/forms-broken.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyEdit,
  copyOfProject,
  removeCopies,
  ROOT,
  SMALL_SITE,
  syntaxFixtures,
} from './lint-forms-fixtures';

afterAll(removeCopies);

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
    // The small site's texts are not the shipped ones, so the translations rule names them too.
    const problems = (JSON.parse(result.stdout) as { rule: string }[]).filter(
      (problem) => problem.rule !== 'translations',
    );
    expect(problems).toEqual([
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
