// Issue 29: a published form version is immutable in the database itself, not only because no
// route changes one: an UPDATE, DELETE or TRUNCATE of form_versions is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('published form versions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
  });
  afterAll(() => t.close());

  it('cannot be changed or removed', async () => {
    const { db } = t.database;
    const refused = /a published form version cannot be changed or removed/;
    await expect(db.query("UPDATE form_versions SET note = 'rewritten'")).rejects.toThrow(refused);
    await expect(db.query('DELETE FROM form_versions')).rejects.toThrow(refused);
    await expect(db.query('TRUNCATE form_versions CASCADE')).rejects.toThrow(refused);
    const { rows } = await db.query<{ version: number; note: string }>(
      'SELECT version, note FROM form_versions',
    );
    expect(rows).toEqual([{ version: 1, note: expect.not.stringMatching('rewritten') }]);
  });
});
