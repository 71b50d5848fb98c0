// GET /staff/api/forms/versions/{version}: a published version's files, for the editor's diff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

describe.each(databaseKinds)('a form version’s files (staff) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  const get = (url: string, cookie = reader.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    reader = await newStaff(t, { role: 'reader' });
  });
  afterAll(() => t.close());

  it('gives any staff member the live version’s files, as GET draft copies them', async () => {
    const res = await get('/staff/api/forms/versions/1');
    expect(res.statusCode, res.body).toBe(200);
    const draft = await get('/staff/api/forms/draft');
    expect(res.json()).toEqual({ version: 1, files: draft.json<{ files: unknown }>().files });
    expect(Object.keys(res.json<{ files: object }>().files)).toContain('forms/about.json');
  });

  it('says 404 for a version never published', async () => {
    const res = await get('/staff/api/forms/versions/99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'There is no form version with this number.' });
  });

  // A path that names no version is not found, as every malformed path parameter is.
  it.each(['0', 'x', '1.5', '99999999999'])('says 404 for the version %s', async (version) => {
    expect((await get(`/staff/api/forms/versions/${version}`)).statusCode).toBe(404);
  });

  it('says 400 for a query it does not take', async () => {
    expect((await get('/staff/api/forms/versions/1?x=1')).statusCode).toBe(400);
  });

  it('says 401 without a staff session', async () => {
    const res = await get('/staff/api/forms/versions/1', '');
    expect(res.statusCode).toBe(401);
  });
});
