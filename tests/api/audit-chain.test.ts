import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { recordAudit } from '../../src/server/staff/audit';
import { checkAuditChain } from '../../src/server/staff/audit-chain';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import { staffCli } from '../helpers/staff-cli';

/** Rows of every shape: no account, an application, text the hash must count in bytes. */
async function writeRows(db: Queryable, count: number, from = 0): Promise<void> {
  for (let i = from; i < from + count; i++)
    await recordAudit(db, {
      staff: i % 2 ? { id: null, username: `nobody${i}@example.edu` } : DEAN,
      action: i % 2 ? 'sign_in_failed' : 'read',
      applicationId: i % 2 ? null : '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b',
      detail: { n: i, text: 'zoë "quoted" \\ 例え 😀', nested: { b: [1, 2.5, null, true] } },
      ip: '127.0.0.1',
      at: new Date(Date.UTC(2026, 10, 25, 12, 0, i, 123)),
    });
}
const DEAN = { id: '0b6c9f4e-5d2a-4c1b-9a57-3f0e2d1c4b6a', username: 'dean@example.edu' };

/** As the owner: what the app's role may not do, done behind its back. */
async function behindTheApp(db: Queryable, sql: string, params: unknown[] = []): Promise<void> {
  await db.query('ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_update_delete');
  await db.query(sql, params);
  await db.query('ALTER TABLE staff_audit ENABLE TRIGGER staff_audit_no_update_delete');
}

// `npm run staff -- audit-verify` starts a process and opens the database: seconds each.
describe.each(databaseKinds)('the audit hash chain on %s', { timeout: 180_000 }, (kind) => {
  const cli = staffCli(kind);
  const auditVerify = () => cli.staff('audit-verify');
  /** The CLI's database as its owner, opened between runs. */
  const withDb = <T>(fn: (db: Database) => Promise<T>) => cli.withDb(fn, { migrated: true });

  afterAll(() => cli.remove());

  it('chains every row the app writes, concurrent writes included', async () => {
    await withDb(async (db) => {
      await writeRows(db, 3);
      // Ten appends at once, each in a transaction of its own on PostgreSQL's pool.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => db.transaction((tx) => writeRows(tx, 1, 3 + i))),
      );
      const { rows } = await db.query<{ seq: string; prev_hash: string | null; hash: string }>(
        'SELECT seq::text, prev_hash, hash FROM staff_audit ORDER BY staff_audit.seq',
      );
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
      expect(rows[0]?.prev_hash).toBeNull();
      rows.slice(1).forEach((row, i) => expect(row.prev_hash).toBe(rows[i]?.hash));
      expect(await checkAuditChain(db)).toEqual({
        whole: true,
        checked: 13,
        head: { id: expect.any(String) as string, seq: '13', hash: rows[12]?.hash },
      });
    });
  });

  it('audit-verify says how many rows it checked and exits 0 when whole', async () => {
    const res = await auditVerify();
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(
      /^Audit chain whole: 13 rows checked\. Last row \d+ \(position 13\), hash [0-9a-f]{64}: keep it elsewhere/,
    );
  });

  it('a row edited behind the app (trigger disabled) is named, exit 1', async () => {
    const row = await withDb(async (db) => {
      const found = (
        await db.query<{ id: string; detail: string }>(
          'SELECT id::text, detail::text FROM staff_audit WHERE seq = 5',
        )
      ).rows[0];
      await behindTheApp(
        db,
        `UPDATE staff_audit SET detail = jsonb_set(detail, '{n}', '99') WHERE id = $1`,
        [found?.id],
      );
      return found;
    });
    const res = await auditVerify();
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `Audit row ${row?.id} (position 5 of the chain) does not fit: its content does not match its hash (changed after it was written). The 4 rows before it are whole.`,
    );
    // Put back exactly, the row fits again: the check reads what is stored, nothing else.
    await withDb((db) =>
      behindTheApp(db, 'UPDATE staff_audit SET detail = $2::jsonb WHERE id = $1', [
        row?.id,
        row?.detail,
      ]),
    );
    expect((await auditVerify()).code).toBe(0);
  });

  it('a row deleted behind the app is found at the row after it, exit 1', async () => {
    const next = await withDb(async (db) => {
      await behindTheApp(db, 'DELETE FROM staff_audit WHERE seq = 7');
      return (await db.query<{ id: string }>('SELECT id::text FROM staff_audit WHERE seq = 8'))
        .rows[0]?.id;
    });
    const res = await auditVerify();
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `Audit row ${next} (position 8 of the chain) does not fit: the row at position 7 of the chain, before it, is missing. The 6 rows before it are whole.`,
    );
  });

  it('a deleted row replaced by a forged one (seq and link copied) is found', async () => {
    await withDb(async (db) => {
      await behindTheApp(
        db,
        `INSERT INTO staff_audit (at, staff_id, staff_username, action, detail, ip)
         VALUES (now(), NULL, 'forger', 'read', '{}', '127.0.0.1')`,
      );
      // The chain trigger put it at the end; the forger moves it into the hole.
      await behindTheApp(
        db,
        `UPDATE staff_audit SET seq = 7, prev_hash = (SELECT hash FROM staff_audit WHERE seq = 6)
          WHERE staff_username = 'forger'`,
      );
    });
    const res = await auditVerify();
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^Audit row \d+ \(position 7 of the chain\) does not fit: its content does not match its hash/,
    );
  });
});

describe.each(databaseKinds)('migration 103 on %s', { timeout: 120_000 }, (kind) => {
  it('chains the rows written before it, in id order', async () => {
    const migrations = 'src/server/migrations';
    const before = mkdtempSync(join(tmpdir(), 'migrations-before-103-'));
    for (const name of readdirSync(migrations).filter((n) => n.endsWith('.sql') && n < '103'))
      copyFileSync(join(migrations, name), join(before, name));
    const { db, drop } = await openTestDatabase(kind, { migrations: before });
    try {
      await writeRows(db, 4);
      expect(await migrate(db)).toContain('103_audit_chain.sql');
      const { rows } = await db.query<{ id: string; seq: string }>(
        'SELECT id::text, seq::text FROM staff_audit ORDER BY id',
      );
      expect(rows.map((r) => r.seq)).toEqual(['1', '2', '3', '4']);
      expect(await checkAuditChain(db)).toMatchObject({ whole: true, checked: 4 });
      // Appends go on from there.
      await writeRows(db, 1, 4);
      expect(await checkAuditChain(db)).toMatchObject({ whole: true, checked: 5 });
    } finally {
      await drop();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe('the audit under a role that may only append to it', () => {
  it.skipIf(!databaseKinds.includes('postgres'))(
    'refuses UPDATE, DELETE, TRUNCATE and DISABLE TRIGGER to the app role, not to the owner (PostgreSQL only: PGlite has one role)',
    { timeout: 120_000 },
    async () => {
      const ownerUrl = process.env.DATABASE_URL ?? '';
      const suffix = randomBytes(6).toString('hex');
      const schema = `test_${suffix}`;
      const role = `test_app_${suffix}`;
      const appUrl = new URL(ownerUrl);
      appUrl.username = role;
      const owner = await openPostgres(ownerUrl, schema, 2);
      // The README's recipe, before the first start: the app's role gets every table's rights
      // by default; the migrations (run as the owner) take the audit's back.
      await owner.exec(`CREATE ROLE ${role} LOGIN;
        GRANT USAGE ON SCHEMA ${schema} TO ${role};
        ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema}
          GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};`);
      const { buildApp } = await import('../../src/server/app');
      const { loadConfig } = await import('../../src/server/config');
      const { openDatabase } = await import('../../src/server/db/open-database');
      const dataDir = mkdtempSync(join(tmpdir(), 'audit-role-'));
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        CLIENT_DIR: join(dataDir, 'no-client'),
        DATABASE_URL: appUrl.toString(),
        DATABASE_MIGRATE_URL: ownerUrl,
        DATABASE_SCHEMA: schema,
      });
      const db = await openDatabase(config);
      const app = await buildApp({ config, db });
      try {
        await app.ready();
        // The app works as that role: an applicant signs up, a refused staff sign-in is audited.
        const signup = await app.inject({
          method: 'POST',
          url: '/public/signup',
          payload: { username: 'role.test@example.edu', password: 'Role-Password-42!' },
        });
        expect(signup.statusCode).toBe(200);
        const login = await app.inject({
          method: 'POST',
          url: '/staff/api/login',
          payload: { username: 'nobody@example.edu', password: 'whatever-it-is', code: '000000' },
        });
        expect(login.statusCode).toBe(401);
        await app.mail.idle();
        const as = (await db.query<{ who: string }>('SELECT current_user AS who')).rows[0]?.who;
        expect(as).toBe(role);
        const audit = await db.query<{ action: string }>('SELECT action FROM staff_audit');
        expect(audit.rows).toEqual([{ action: 'sign_in_failed' }]);

        for (const [sql, refusal] of [
          ["UPDATE staff_audit SET action = 'nothing'", /permission denied/],
          ['DELETE FROM staff_audit', /permission denied/],
          ['TRUNCATE staff_audit', /permission denied/],
          ['ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_update_delete', /must be owner/],
          ['ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_chain', /must be owner/],
          ['DROP TRIGGER staff_audit_chain ON staff_audit', /must be owner/],
        ] as const)
          await expect(db.query(sql), sql).rejects.toThrow(refusal);
        expect(await checkAuditChain(db)).toMatchObject({ whole: true, checked: 1 });

        // The owner can, which is why audit-verify exists.
        await behindTheApp(owner, 'DELETE FROM staff_audit');
        expect((await db.query('SELECT 1 FROM staff_audit')).rows).toEqual([]);
      } finally {
        await app.close();
        await owner.exec(
          `DROP SCHEMA ${schema} CASCADE; DROP OWNED BY ${role}; DROP ROLE ${role};`,
        );
        await owner.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
