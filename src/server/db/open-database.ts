import { join } from 'node:path';
import type { Config } from '../config';
import { restrictTree } from '../data-dir';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db; migrated before use. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'databasePoolSize' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const db = await openPostgres(
      config.databaseUrl,
      config.databaseSchema,
      config.databasePoolSize,
    );
    await migrate(db);
    return db;
  }
  const dir = join(config.dataDir, 'db');
  const db = await openPglite(dir);
  await migrate(db);
  restrictTree(dir);
  return db;
}
