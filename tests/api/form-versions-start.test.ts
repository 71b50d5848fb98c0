// Issue 29: what every process does with form versions at start. Version 1 is seeded once however
// many processes start together; a process says in its log when the repository's forms/ and
// schemas/ are not the live version; the live object follows a publish made elsewhere.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { publishFiles } from '../../src/server/forms/form-versions';
import { LiveForms } from '../../src/server/forms/live-forms';
import { readFormFiles } from '../../src/server/forms/repository-files';
import { seedFormVersions } from '../../src/server/forms/seed-form-versions';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';

const DIFFERS = 'forms/ and schemas/ differ from the live form version';

function repositoryFiles() {
  const read = readFormFiles();
  if ('problems' in read) throw new Error('the repository’s definitions do not parse');
  return read.files;
}

describe.each(databaseKinds)('form versions at start on %s', (kind) => {
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'form-versions-start-'));
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  /** An app on the test database whose warnings land in `lines`. */
  const start = async (lines: string[], env: Record<string, string> = {}) => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: join(dataDir, 'no-client'),
      IN_PROCESS_WORKER: 'false',
      ...env,
    });
    const app = await buildApp({
      config,
      db: database!.db,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    return app;
  };
  const differs = (lines: string[]) =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; formVersion?: number })
      .filter((entry) => entry.msg.startsWith(DIFFERS));

  it('seeds version 1 once when several processes start together', async () => {
    database = await openTestDatabase(kind);
    const now = new Date('2026-11-26T00:00:00Z');
    await Promise.all([1, 2, 3].map(() => seedFormVersions(database!.db, now)));
    const { rows } = await database.db.query<{ version: number; published_by: string }>(
      'SELECT version, published_by FROM form_versions',
    );
    expect(rows).toEqual([{ version: 1, published_by: 'repository' }]);
    expect((await LiveForms.load(database.db)).current()).toEqual({
      version: 1,
      files: repositoryFiles(),
    });
  });

  it('logs when the repository differs from the live version, at start and at a publish, and not when it is the same', async () => {
    database = await openTestDatabase(kind);
    const same: string[] = [];
    const first = await start(same);
    expect(differs(same)).toEqual([]);
    const files = repositoryFiles();
    const changed = {
      ...files,
      'forms/about.json': { ...(files['forms/about.json'] as object), title: 'T' },
    };
    const version = await database.db.transaction((tx) =>
      publishFiles(tx, changed, 'elsewhere', { by: 'test', at: new Date() }),
    );
    expect(version).toBe(2);
    // The running app hears of it from its poll, not from the publish.
    const heard: number[] = [];
    first.liveForms.onChange((live) => heard.push(live.version));
    await first.liveForms.refresh();
    expect(heard).toEqual([2]);
    expect(first.liveForms.current().files).toEqual(changed);
    // The running server says so at the publish, not only at its next start.
    expect(differs(same)).toEqual([expect.objectContaining({ level: 40, formVersion: 2 })]);
    await first.close();
    const later: string[] = [];
    const second = await start(later);
    expect(differs(later)).toEqual([expect.objectContaining({ level: 40, formVersion: 2 })]);
    await second.close();
  });

  it('with FORMS_FROM_FILES (npm run dev) publishes the repository when it is not live', async () => {
    database = await openTestDatabase(kind);
    await seedFormVersions(database.db, new Date());
    const files = repositoryFiles();
    const changed = {
      ...files,
      'forms/about.json': { ...(files['forms/about.json'] as object), title: 'T' },
    };
    await database.db.transaction((tx) =>
      publishFiles(tx, changed, 'elsewhere', { by: 'test', at: new Date() }),
    );
    const lines: string[] = [];
    const app = await start(lines, { FORMS_FROM_FILES: 'true' });
    expect(differs(lines)).toEqual([]);
    expect(app.liveForms.current()).toEqual({ version: 3, files });
    await app.close();
    // Started again on the same files, it publishes nothing more.
    const again = await start([], { FORMS_FROM_FILES: 'true' });
    expect(again.liveForms.current().version).toBe(3);
    await again.close();
  });
});
