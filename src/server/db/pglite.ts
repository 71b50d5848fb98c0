import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { Mutex } from './mutex';

function wrap(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await db.query<Row>(sql, params);
      // PGlite counts no affected rows for a SELECT; pg's rowCount is the rows it returned.
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    exec: async (sql) => void (await db.exec(sql)),
  };
}

/** The embedded default: Postgres compiled to WebAssembly, stored in a folder (or in memory without one). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  const mutex = new Mutex();
  const plain = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => plain.query(sql, params)),
    exec: (sql) => mutex.run(() => plain.exec(sql)),
    transaction: (fn) => mutex.run(() => db.transaction((tx) => fn(wrap(tx)))),
    close: () => mutex.run(() => db.close()),
  };
}
