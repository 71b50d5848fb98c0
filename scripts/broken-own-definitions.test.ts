// The project's own definitions broken: the engine imports them as modules, so lint-forms and
// the server must parse them before it loads and say where, in one line, never with a stack
// trace. Runs in a copy of the project (the real forms/ stays untouched for the other tests).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const LINE = "forms/site.json:4:1: /: not valid JSON: Expected ',' or '}' after property value";
let copy = '';

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'own-definitions-'));
  for (const entry of ['src', 'scripts', 'forms', 'schemas', 'package.json', 'tsconfig.json'])
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  cpSync(join(ROOT, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(
    join(copy, 'forms/site.json'),
    '{\n  "name": "Sample University",\n  "helpEmail": "help@example.edu"\n',
  );
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const run = (file: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: copy, ...env },
    timeout: 60_000,
  });

describe('broken JSON in the project’s own forms/', () => {
  it('lint-forms prints one located line and exits 1', () => {
    const result = run('scripts/lint-forms.ts');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${LINE}\nlint-forms: 1 problem in ${copy}\n`);
  });

  it('the server refuses to start with the same line', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'own-definitions-data-'));
    try {
      const result = run('src/server/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`The form definitions have 1 problem(s):\n${LINE}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
