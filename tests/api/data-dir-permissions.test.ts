import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open-database';
import type { TestApp } from '../helpers/app';
import { newApplicant } from '../helpers/accounts';
import { makePng } from '../fixtures/documents';
import { postToStore, presign } from '../helpers/uploads';

const parent = mkdtempSync(join(tmpdir(), 'admissions-perms-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

function entriesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...entriesUnder(path)] : [path];
  });
}

/**
 * DATA_DIR holds the embedded database, mail with confirmation codes and reset links, uploads
 * and the secret that signs tokens: nobody but the server's user may read any of it.
 */
describe('DATA_DIR permissions', () => {
  it(
    'makes DATA_DIR 0700, even one that existed open, and everything in it private',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(parent, 'data');
      loadConfig({ DATA_DIR: dataDir });
      chmodSync(dataDir, 0o755);
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SOFFICE: 'off' });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);

      const db = await openDatabase(config); // PGlite in DATA_DIR/db
      const app = await buildApp({ config, db });
      await app.ready();
      const t = { app, config, dataDir } as unknown as TestApp;
      const cookie = await newApplicant(t, 'private@example.edu'); // mail in DATA_DIR/outbox
      const policy = await presign(t, cookie, 'student_upload_card', 'image/png');
      const upload = await postToStore(t, policy, {
        name: 'card.png',
        type: 'image/png',
        data: makePng(),
      }); // an object in DATA_DIR/objects
      expect(upload.statusCode).toBe(204);
      await app.close();
      await db.close();

      const entries = entriesUnder(dataDir).map((path) => ({
        path: relative(dataDir, path),
        mode: statSync(path).mode,
        dir: statSync(path).isDirectory(),
      }));
      for (const part of ['session-secret', 'db', 'outbox', 'objects'])
        expect(
          entries.some((e) => e.path.startsWith(part)),
          part,
        ).toBe(true);
      for (const entry of entries)
        expect(entry.mode & 0o077, `${entry.path} ${(entry.mode & 0o777).toString(8)}`).toBe(0);
      expect(entries.filter((e) => !e.dir && (e.mode & 0o777) !== 0o600)).toEqual([]);
    },
  );
});
