// The staff form-version routes as tests call them: an admin's (or another cookie's) requests,
// the draft, saving and publishing it, health's live version and the audit rows of an action.
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/database';
import type { FormFiles } from '../../src/server/forms/form-files';
import { publishFiles } from '../../src/server/forms/form-versions';
import { readFormFiles } from '../../src/server/forms/repository-files';
import type { TestApp } from './app';
import { retranslated, type Json } from './json-edits';

export type Files = Record<string, Json>;

export const repositoryFiles = (): Files => {
  const read = readFormFiles();
  if ('problems' in read) throw new Error('the repository’s definitions do not parse');
  return structuredClone(read.files) as Files;
};

/** The repository's files with the About page retitled: a change lint finds clean. */
export const retitled = (title: string): Files => {
  const files = repositoryFiles();
  const about = files['forms/about.json'] as { title: string };
  files['forms/translations/es.json'] = retranslated(
    files['forms/translations/es.json'] ?? null,
    about.title,
    title,
  );
  files['forms/about.json'] = { ...about, title };
  return files;
};

/** Requests to the form routes; `adminCookie` is read at each call (set in a beforeAll). */
export function formsCalls(t: () => TestApp, adminCookie: () => string) {
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    { cookie = adminCookie(), payload }: { cookie?: string; payload?: unknown } = {},
  ) =>
    t().app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  const draft = async () =>
    (await call('GET', '/staff/api/forms/draft')).json<{ revision: number; files: Files }>();
  return {
    call,
    draft,
    health: async () =>
      (await t().app.inject({ method: 'GET', url: '/api/health' })).json<{
        definitions_version: number;
      }>().definitions_version,
    saveDraft: async (files: Files) => {
      const res = await call('PUT', '/staff/api/forms/draft', {
        payload: { revision: (await draft()).revision, files },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ revision: number; problems: unknown[] }>();
    },
    publish: async (note: string) => {
      const { revision } = await draft();
      return call('POST', '/staff/api/forms/publish', { payload: { revision, note } });
    },
    audited: async (action: string) =>
      (
        await t().app.db.query<{ staff_username: string; detail: unknown }>(
          'SELECT staff_username, detail FROM staff_audit WHERE action = $1 ORDER BY id',
          [action],
        )
      ).rows,
  };
}

/**
 * Publishes `files` as a new version straight to the database, as another process (the
 * workspace elsewhere, `forms:publish`) would; returns the version.
 */
export function publishDirectly(db: Database, files: FormFiles, note: string): Promise<number> {
  return db.transaction((tx) => publishFiles(tx, files, note, { by: 'test', at: new Date() }));
}

/** publishDirectly on the test app's database, which reads the live version at once. */
export async function publishLive(t: TestApp, files: FormFiles, note: string): Promise<void> {
  await publishDirectly(t.app.db, files, note);
  await t.app.liveForms.refresh();
}
