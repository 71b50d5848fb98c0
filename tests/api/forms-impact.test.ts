// Issue 18, item 6b: forms:impact counts, from the server's database, the answer keys and option
// values that stored applications use and a changed copy of the definitions no longer offers.
// Runs on PGlite in DATA_DIR and on PostgreSQL (DATABASE_URL), seeded with plain rows.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../src/engine';
import { loadConfig } from '../../src/server/config';
import { serverPidFile } from '../../src/server/data-dir-lock';
import { openDatabase } from '../../src/server/db/open-database';
import { definitionsVersion } from '../../src/server/definitions/definitions-version';
import { main } from '../../scripts/forms-impact';
import { databaseKinds } from '../helpers/databases';

const project = join(import.meta.dirname, '../..');

const SEEDS: { answers: Answers; submitted: boolean }[] = [
  { answers: { prefix: 'MS', prefix_desc: 'Ms.', preferred_name: 'Al' }, submitted: false },
  { answers: { prefix: 'MS', prefix_desc: 'Ms.', preferred_name: 'Bee' }, submitted: true },
  { answers: { prefix: 'DR', prefix_desc: 'Dr.', preferred_name: '' }, submitted: false },
  { answers: { country: 'USA', state: 'Colorado', state_desc: 'Colorado' }, submitted: true },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The JSON value with every array entry that matches removed, at any depth. */
function without(value: Json, drop: (entry: Json) => boolean): Json {
  if (Array.isArray(value)) return value.filter((v) => !drop(v)).map((v) => without(v, drop));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, without(v, drop)]));
  return value;
}

function editJson(root: string, file: string, drop: (entry: Json) => boolean): void {
  const path = join(root, file);
  const edited = without(JSON.parse(readFileSync(path, 'utf8')) as Json, drop);
  writeFileSync(path, JSON.stringify(edited, null, 2));
}

const isObject = (v: Json): v is { [key: string]: Json } =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A copy of the definitions without the option MS (prefixes), the state Colorado and the question preferred_name. */
function changedDefinitions(): string {
  const root = mkdtempSync(join(tmpdir(), 'forms-impact-defs-'));
  cpSync(join(project, 'forms'), join(root, 'forms'), { recursive: true });
  cpSync(join(project, 'schemas'), join(root, 'schemas'), { recursive: true });
  editJson(root, 'forms/options/lists.json', (v) => isObject(v) && v.value === 'MS');
  editJson(
    root,
    'forms/options/stateAndProvince.json',
    (v) => isObject(v) && v.value === 'Colorado',
  );
  editJson(root, 'forms/about.json', (v) => isObject(v) && v.key === 'preferred_name');
  return root;
}

describe.each(databaseKinds)('forms:impact on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-impact-data-'));
  const schema = `impact_${randomBytes(5).toString('hex')}`;
  const env: Record<string, string | undefined> =
    kind === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
      : { DATA_DIR: dataDir };
  let changed: string;

  const run = async (args: string[], runEnv = env) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(args, {
      env: { ...runEnv, INIT_CWD: tmpdir() },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  };

  beforeAll(async () => {
    changed = changedDefinitions();
    const db = await openDatabase(loadConfig(env));
    const now = new Date('2026-11-20T10:00:00Z');
    for (const [i, seed] of SEEDS.entries()) {
      const id = randomUUID();
      await db.query(
        `INSERT INTO applicants (id, username, password_hash, created_at, submitted_at)
         VALUES ($1, $2, 'x', $3, $4)`,
        [id, `impact.${i}@example.edu`, now, seed.submitted ? now : null],
      );
      await db.query(
        'INSERT INTO answers (applicant_id, data, updated_at) VALUES ($1, $2::jsonb, $3)',
        [id, JSON.stringify(seed.answers), now],
      );
    }
    await db.close();
  });

  afterAll(async () => {
    if (kind === 'postgres') {
      const db = await openDatabase(loadConfig(env));
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    }
    rmSync(changed, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports nothing for the definitions the applications were saved with (exit 0)', async () => {
    const { code, out, err } = await run([]);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toEqual([
      `Definitions in ${project} (version ${definitionsVersion()}) against 4 stored applications (2 saved, 2 submitted):`,
      'Nothing affected: no application uses a key or option value these definitions no longer offer.',
    ]);
  });

  it('counts the removed key and option values, split saved and submitted (exit 1)', async () => {
    const { code, out } = await run(['--against', changed]);
    expect(code).toBe(1);
    expect(out).toEqual([
      `Definitions in ${changed} (version ${definitionsVersion(changed)}) against 4 stored applications (2 saved, 2 submitted):`,
      'Answer keys no page asks for any more (their answers stay stored, no longer shown):',
      '  preferred_name: 1 saved, 1 submitted',
      'Option values no longer offered (submit asks these applicants to choose again):',
      '  prefix = "MS": 1 saved, 1 submitted',
      '  state = "Colorado": 0 saved, 1 submitted',
      '3 applications affected (1 saved, 2 submitted).',
    ]);
  });

  it('gives the same report as JSON with --json', async () => {
    const { code, out } = await run(['--json', '--against', changed]);
    expect(code).toBe(1);
    expect(JSON.parse(out.join('\n'))).toEqual({
      definitions: { folder: changed, version: definitionsVersion(changed) },
      applications: { saved: 2, submitted: 2 },
      affected: { saved: 1, submitted: 2 },
      keys: [{ key: 'preferred_name', saved: 1, submitted: 1 }],
      values: [
        { key: 'prefix', value: 'MS', saved: 1, submitted: 1 },
        { key: 'state', value: 'Colorado', saved: 0, submitted: 1 },
      ],
    });
  });

  it.each([
    ['an unknown option', ['--verbose'], "forms:impact: Unknown option '--verbose'"],
    ['--against without a folder', ['--against'], "forms:impact: Option '--against <value>'"],
    ['a missing folder', ['--against', 'no-such-folder'], 'forms:impact: no such folder: '],
    ['a folder without forms/', ['--against', '.'], 'forms:impact: no such folder: '],
  ])('answers 2 for %s, in one line', async (_name, args, start) => {
    const { code, out, err } = await run(args);
    expect({ code, out }).toEqual({ code: 2, out: [] });
    expect(err).toHaveLength(1);
    expect(err[0]?.startsWith(start), err[0]).toBe(true);
  });

  it('answers 2 naming the file when the definitions are not JSON', async () => {
    const broken = changedDefinitions();
    writeFileSync(join(broken, 'forms/options/lists.json'), '{ "prefixes": [ }');
    try {
      const { code, err } = await run(['--against', broken]);
      expect(code).toBe(2);
      expect(err[0]).toMatch(/^forms\/options\/lists\.json:1:\d+: \/: not valid JSON/);
      expect(err.at(-1)).toBe(
        `forms:impact: the definitions in ${broken} cannot be read (${'usage: npm run forms:impact [-- --against <folder>] [--json]'})`,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  if (kind === 'pglite')
    it('answers 2 when DATA_DIR holds no database, rather than making one', async () => {
      const empty = mkdtempSync(join(tmpdir(), 'forms-impact-empty-'));
      try {
        const { code, err } = await run([], { DATA_DIR: empty });
        expect(code).toBe(2);
        expect(err).toEqual([
          `forms:impact: no database in ${join(empty, 'db')} (set DATA_DIR or DATABASE_URL) (usage: npm run forms:impact [-- --against <folder>] [--json])`,
        ]);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    });

  if (kind === 'pglite')
    it('answers 2 while a server holds the embedded database', async () => {
      writeFileSync(serverPidFile(dataDir), String(process.pid));
      try {
        const { code, err } = await run([]);
        expect(code).toBe(2);
        expect(err).toEqual([
          `forms:impact: the server (pid ${process.pid}) holds the embedded database in ${dataDir}; stop it first (usage: npm run forms:impact [-- --against <folder>] [--json])`,
        ]);
      } finally {
        rmSync(serverPidFile(dataDir));
      }
    });

  it('exits 1 from npm run forms:impact as a process', async () => {
    const result = await promisify(execFile)(
      'npm',
      ['run', '-s', 'forms:impact', '--', '--json', '--against', changed],
      { cwd: project, env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ...env } },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).affected).toEqual({ saved: 1, submitted: 2 });
  });
});
