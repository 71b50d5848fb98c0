import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import type { DatabaseKind } from './databases';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run staff` against a data folder and (on PostgreSQL) a schema of its own: the command,
 * the same database opened by the test between runs (PGlite is one process's at a time), and
 * their removal. Each run starts a process: seconds each on a shared machine.
 */
export function staffCli(kind: DatabaseKind, extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...extraEnv,
    ...(kind === 'postgres' ? { DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
  };

  async function staff(...args: string[]): Promise<CliResult> {
    try {
      const { stdout, stderr } = await run(
        'node',
        ['--import', 'tsx', 'scripts/staff.ts', ...args],
        { env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as CliResult;
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  /** The CLI's database as its owner; `migrated` brings it up to date first. */
  async function withDb<T>(
    fn: (db: Database) => Promise<T>,
    { migrated = false } = {},
  ): Promise<T> {
    const db =
      kind === 'postgres'
        ? await openPostgres(process.env.DATABASE_URL ?? '', schema)
        : await openPglite(join(dataDir, 'db'));
    try {
      if (migrated) await migrate(db);
      return await fn(db);
    } finally {
      await db.close();
    }
  }

  async function remove(): Promise<void> {
    if (kind === 'postgres') await withDb((db) => db.query(`DROP SCHEMA ${schema} CASCADE`));
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { dataDir, schema, env, staff, withDb, remove };
}
