import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a temporary DATA_DIR; `env` overrides configuration and
 * `deps` can pass a clock (`now`) or a mailer.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'now' | 'mailer' | 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CLIENT_DIR: join(dataDir, 'no-client'),
    ...env,
  });
  const database = await openTestDatabase(kind);
  const app = await buildApp({ config, db: database.db, ...deps });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app with a built client (an index.html that says "the page"), so that a path that
 * fell through to the pages would answer HTML; closing it removes the client too.
 */
export async function buildTestAppWithClient(kind: DatabaseKind): Promise<TestApp> {
  const clientDir = mkdtempSync(join(tmpdir(), 'admissions-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<html><body>the page</body></html>');
  const t = await buildTestApp(kind, { CLIENT_DIR: clientDir });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
