// Issue 29: the form routes' refusals say what is wrong in words an admin can act on: publishing
// with no draft, a file name no version holds, a version sent as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_DRAFT } from '../../src/server/forms/form-versions';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';
import { formsCalls } from '../helpers/staff-forms';

describe.each(databaseKinds)('the form routes’ messages on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  const { call } = formsCalls(
    () => t,
    () => admin.cookie,
  );

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('a publish with no draft says there is none (409)', async () => {
    const res = await call('POST', '/staff/api/forms/publish', {
      payload: { revision: 0, note: 'nothing' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_DRAFT });
  });

  it('a draft naming a file no version holds names it (400)', async () => {
    const res = await call('PUT', '/staff/api/forms/draft', {
      payload: { revision: 0, files: { 'forms/nope.json': {} } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'The name "forms/nope.json" is not allowed in the field "files" of the request body.',
    });
  });

  it('a version sent as text asks for an integer (400)', async () => {
    const res = await call('POST', '/staff/api/forms/rollback', { payload: { version: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The field "version" in the request body must be an integer.',
    });
  });
});
