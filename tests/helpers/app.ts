import { mkdtempSync, rmSync } from 'node:fs';
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
