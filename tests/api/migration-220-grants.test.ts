import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

describe.each(databaseKinds)(
  'migration 220 (sensitive grants) on %s',
  { timeout: 120_000 },
  (kind) => {
    it("grants existing admins every category and readers none, and renames readers' PDF copies", async () => {
      const migrations = 'src/server/migrations';
      const before = mkdtempSync(join(tmpdir(), 'migrations-before-220-'));
      for (const name of readdirSync(migrations).filter((n) => n.endsWith('.sql') && n < '220'))
        copyFileSync(join(migrations, name), join(before, name));
      const { db, drop } = await openTestDatabase(kind, { migrations: before });
      try {
        const at = new Date('2026-11-01T12:00:00Z');
        for (const [username, role] of [
          ['dean@example.edu', 'admin'],
          ['reader@example.edu', 'reader'],
        ])
          await db.query(
            'INSERT INTO staff (id, username, role, created_at) VALUES ($1, $2, $3, $4)',
            [randomUUID(), username, role, at],
          );
        const applicant = randomUUID();
        await db.query(
          `INSERT INTO applicants (id, username, password_hash, created_at)
         VALUES ($1, 'ada@example.com', 'x', $2)`,
          [applicant, at],
        );
        for (const audience of ['full', 'withheld'])
          await db.query(
            `INSERT INTO application_pdfs (applicant_id, audience, id, status, source_stamp, updated_at)
           VALUES ($1, $2, $3, 'completed', 'stamp', $4)`,
            [applicant, audience, randomUUID(), at],
          );

        expect(await migrate(db)).toContain('220_sensitive_grants.sql');
        const staff = await db.query<{ username: string; grants: string[] }>(
          'SELECT username, grants FROM staff ORDER BY username',
        );
        expect(staff.rows).toEqual([
          { username: 'dean@example.edu', grants: ['*'] },
          { username: 'reader@example.edu', grants: [] },
        ]);
        const pdfs = await db.query<{ audience: string }>(
          'SELECT audience FROM application_pdfs ORDER BY audience',
        );
        expect(pdfs.rows.map((row) => row.audience)).toEqual(['full', 'granted:']);
        // Only 'full' and a well-formed 'granted:' list are copies.
        for (const audience of ['withheld', 'granted:Religion', 'granted:a,,b'])
          await expect(
            db.query('UPDATE application_pdfs SET audience = $1 WHERE audience = $2', [
              audience,
              'granted:',
            ]),
          ).rejects.toThrow();
        await db.query(
          "UPDATE application_pdfs SET audience = 'granted:a_number,religion' WHERE audience = 'granted:'",
        );
      } finally {
        await drop();
        rmSync(before, { recursive: true, force: true });
      }
    });
  },
);
