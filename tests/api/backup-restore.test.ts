import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';

function run(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

async function countProbes(dataDir: string): Promise<string[]> {
  const db = await openPglite(join(dataDir, 'db'));
  const { rows } = await db.query<{ note: string }>('SELECT note FROM backup_probe ORDER BY note');
  await db.close();
  return rows.map((r) => r.note);
}

describe('embedded store backup and restore', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-backup-test-'));
  const archive = join(dataDir, '..', `${randomBytes(4).toString('hex')}-backup.tar.gz`);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(archive, { force: true });
  });

  it('round-trips the database, the stored files and the secret', async () => {
    const db = await openPglite(join(dataDir, 'db'));
    await migrate(db);
    await db.exec(
      "CREATE TABLE backup_probe (note text); INSERT INTO backup_probe VALUES ('before backup')",
    );
    await db.close();
    mkdirSync(join(dataDir, 'objects', 'applicant-1'), { recursive: true });
    writeFileSync(join(dataDir, 'objects', 'applicant-1', 'card.pdf'), '%PDF-1.7 probe');
    writeFileSync(join(dataDir, 'session-secret'), 'secret-before-backup');

    const backup = run('scripts/backup.ts', [archive], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(existsSync(archive)).toBe(true);

    // Changes after the backup are what a restore must undo.
    const later = await openPglite(join(dataDir, 'db'));
    await later.exec("INSERT INTO backup_probe VALUES ('after backup')");
    await later.close();
    writeFileSync(join(dataDir, 'objects', 'applicant-1', 'card.pdf'), 'overwritten');
    expect(await countProbes(dataDir)).toEqual(['after backup', 'before backup']);

    const restore = run('scripts/restore.ts', [archive], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(await countProbes(dataDir)).toEqual(['before backup']);
    expect(readFileSync(join(dataDir, 'objects', 'applicant-1', 'card.pdf'), 'utf8')).toBe(
      '%PDF-1.7 probe',
    );
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe('secret-before-backup');
    expect(restore.stdout).toMatch(/previous data is in .*before-restore-/);
  }, 90_000); // four PGlite openings and two child processes: slow on a busy 2-core machine

  it('refuses while a server holds the folder', () => {
    writeFileSync(join(dataDir, 'server.pid'), String(process.pid));
    try {
      const backup = run('scripts/backup.ts', [archive], { DATA_DIR: dataDir });
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain(`The server (pid ${process.pid}) is using`);
      const restore = run('scripts/restore.ts', [archive], { DATA_DIR: dataDir });
      expect(restore.status).toBe(1);
      expect(restore.stderr).toContain('stop it, then restore.');
    } finally {
      rmSync(join(dataDir, 'server.pid'));
    }
  });

  it('refuses a file that is not a backup', () => {
    const bogus = join(dataDir, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tarball');
    const restore = run('scripts/restore.ts', [bogus], { DATA_DIR: dataDir });
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain('is not a backup made by npm run backup.');
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'PostgreSQL backup with pg_dump and restore with pg_restore',
  () => {
    const url = process.env.DATABASE_URL ?? '';
    const name = `restore_${randomBytes(5).toString('hex')}`;
    const schema = `backup_${randomBytes(5).toString('hex')}`;
    const file = join(tmpdir(), `${name}.dump`);
    const admin = new pg.Client({ connectionString: url });
    afterAll(async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
      rmSync(file, { force: true });
    });

    it('round-trips a schema into a new database', async () => {
      await admin.connect();
      await admin.query(
        `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.probe (note text); INSERT INTO ${schema}.probe VALUES ('kept')`,
      );
      const dump = spawnSync(
        'pg_dump',
        ['--format=custom', `--schema=${schema}`, `--file=${file}`, url],
        { encoding: 'utf8' },
      );
      expect(dump.stderr).toBe('');
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const restore = spawnSync(
        'pg_restore',
        ['--no-owner', `--dbname=${target.toString()}`, file],
        { encoding: 'utf8' },
      );
      expect(restore.stderr).toBe('');
      const restored = new pg.Client({ connectionString: target.toString() });
      await restored.connect();
      const { rows } = await restored.query(`SELECT note FROM ${schema}.probe`);
      await restored.end();
      expect(rows).toEqual([{ note: 'kept' }]);
    });
  },
);
