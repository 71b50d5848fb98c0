import { join } from 'node:path';
import type { Config } from '../config';
import { restrictTree } from '../data-dir';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db; migrated before use. With
 * DATABASE_MIGRATE_URL the migrations run as that (owner) role and the app then works as
 * DATABASE_URL's role, which may hold fewer rights (no UPDATE or DELETE on the audit).
 */
export async function openDatabase(
  config: Pick<
    Config,
    'databaseUrl' | 'databaseMigrateUrl' | 'databaseSchema' | 'databasePoolSize' | 'dataDir'
  >,
): Promise<Database> {
  const { databaseUrl, databaseMigrateUrl, databaseSchema, databasePoolSize } = config;
  if (databaseUrl && databaseMigrateUrl) {
    const owner = await openPostgres(databaseMigrateUrl, databaseSchema, 1);
    try {
      await migrate(owner);
    } finally {
      await owner.close();
    }
    return openPostgres(databaseUrl, databaseSchema, databasePoolSize, { createSchema: false });
  }
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl, databaseSchema, databasePoolSize);
    await migrate(db);
    return db;
  }
  const dir = join(config.dataDir, 'db');
  const db = await openPglite(dir);
  await migrate(db);
  restrictTree(dir);
  return db;
}
