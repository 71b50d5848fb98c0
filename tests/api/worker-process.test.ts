// Issue 29: a worker in its own process (`npm run worker`) answers with a version published
// while it runs (the school's name in a decision e-mail comes from its engine), as servers do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activateDefinitions, seedDefinitions, site } from '../../src/engine';
import { loadConfig } from '../../src/server/config';
import { publishDirectly, repositoryFiles } from '../helpers/staff-forms';
import { startWorkerProcess, type WorkerProcess } from '../../src/server/jobs/worker-process';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';

describe.each(databaseKinds)('the worker process on %s', (kind) => {
  let database: TestDatabase | undefined;
  let worker: WorkerProcess | undefined;
  let dataDir = '';

  afterEach(async () => {
    await worker?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    activateDefinitions(seedDefinitions());
  });

  it('follows the live form version: the one live at its start, then each one published', async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'admissions-worker-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SOFFICE: 'off' });
    const heard: object[] = [];
    const log = { info: (fields: object) => heard.push(fields), warn: () => {}, error: () => {} };
    worker = await startWorkerProcess(database.db, config, log);
    expect(worker.formVersion()).toBe(1);
    expect(site.name).toBe('Sample University');

    const files = repositoryFiles();
    const renamed = {
      ...files,
      'forms/site.json': { ...(files['forms/site.json'] as object), name: 'Renamed University' },
    };
    await publishDirectly(database.db, renamed, 'a new name');
    // Heard from its poll of the live version (another process published it).
    await expect.poll(() => site.name, { timeout: 5000 }).toBe('Renamed University');
    expect(worker.formVersion()).toBe(2);
    expect(heard).toContainEqual({ formVersion: 2 });
  });
});
