// Issues 18 (item 6b) and 29: forms:impact names, from the server's database, the applications a
// changed copy of the definitions would change: an answer key or option value removed, a new
// required question not answered, an answer a changed condition now hides.
// Runs on PGlite in DATA_DIR and on PostgreSQL (DATABASE_URL), seeded with plain rows.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference } from '../../src/engine';
import { loadConfig } from '../../src/server/config';
import { serverPidFile } from '../../src/server/data-dir-lock';
import { openDatabase } from '../../src/server/db/open-database';
import { main } from '../../scripts/forms-impact';
import { databaseKinds } from '../helpers/databases';
import { IMPACT_CHANGES, IMPACT_EDITS, IMPACT_SEEDS } from '../helpers/impact-fixture';
import { editJson } from '../helpers/json-edits';

const project = join(import.meta.dirname, '../..');

/** A copy of the definitions with the impact fixture's edits. */
function changedDefinitions(): string {
  const root = mkdtempSync(join(tmpdir(), 'forms-impact-defs-'));
  cpSync(join(project, 'forms'), join(root, 'forms'), { recursive: true });
  cpSync(join(project, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const [file, edit] of Object.entries(IMPACT_EDITS)) editJson(root, file, edit);
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
  const ids: string[] = [];
  const affected = () =>
    IMPACT_SEEDS.map((seed, i) => ({
      id: ids[i] ?? '',
      reference: applicationReference(ids[i] ?? ''),
      username: `impact.${i}@example.edu`,
      status: seed.submitted ? 'submitted' : 'in progress',
      changes: IMPACT_CHANGES[i],
    })).sort((a, b) => a.id.localeCompare(b.id));

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
    for (const [i, seed] of IMPACT_SEEDS.entries()) {
      const id = randomUUID();
      ids.push(id);
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
      `Definitions in ${project} against live form version 1 and 5 stored applications (3 in progress, 2 submitted):`,
      'Nothing affected: no application uses a key or option these definitions remove, lacks a question they newly require, or has an answer they would hide.',
    ]);
  });

  it('names each application affected, with each key and why (exit 1)', async () => {
    const { code, out } = await run(['--against', changed]);
    expect(code).toBe(1);
    const why = {
      'removed-key': 'its question is removed (the answer stays stored, no longer shown)',
      'removed-option': 'its option is removed (submit asks to choose again)',
      'new-required': 'a new required question, not answered',
      'now-hidden': 'a condition now hides it (the answer would be erased)',
    };
    expect(out).toEqual([
      `Definitions in ${changed} against live form version 1 and 5 stored applications (3 in progress, 2 submitted):`,
      ...affected().flatMap((a) => [
        `${a.reference} ${a.username} (${a.status}, id ${a.id}):`,
        ...(a.changes ?? []).map((c) => `  ${c.key} = ${JSON.stringify(c.value)}: ${why[c.why]}`),
      ]),
      '5 applications affected (3 in progress, 2 submitted); submitted applications are listed, never changed.',
    ]);
  });

  it('gives the impact contract as JSON with --json', async () => {
    const { code, out } = await run(['--json', '--against', changed]);
    expect(code).toBe(1);
    expect(JSON.parse(out.join('\n'))).toEqual({ applications: affected() });
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
    expect(JSON.parse(result.stdout)).toEqual({ applications: affected() });
    // A process of its own: npm, tsx and the embedded database start on a shared machine.
  }, 90_000);
});
