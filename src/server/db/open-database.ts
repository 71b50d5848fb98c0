import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db; migrated before use. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'databasePoolSize' | 'dataDir'>,
): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databaseSchema, config.databasePoolSize)
    : await openPglite(join(config.dataDir, 'db'));
  await migrate(db);
  return db;
}
