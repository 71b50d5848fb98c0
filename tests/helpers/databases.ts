import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  db: Database;
  /** The schema a PostgreSQL test database lives in (dropped by `drop`). */
  schema: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a PostgreSQL schema with a random name;
 * `migrations` names another folder of migrations to apply (a test of one migration).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { migrations }: { migrations?: string } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite();
    await migrate(db, migrations);
    return { db, schema: undefined, drop: () => db.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, schema);
  await migrate(db, migrations);
  return {
    db,
    schema,
    async drop() {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}
