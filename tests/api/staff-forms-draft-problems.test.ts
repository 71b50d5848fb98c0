// Issue 29: an editor opened on a saved draft shows its problems before any edit, so the draft's
// problems are read as well as returned by a save: GET /staff/api/forms/draft/problems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import type { Json } from '../helpers/json-edits';
import { newStaff, type TestStaff } from '../helpers/staff';
import { formsCalls, retitled } from '../helpers/staff-forms';

describe.each(databaseKinds)('the draft’s problems on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  const { call, saveDraft } = formsCalls(
    () => t,
    () => admin.cookie,
  );
  const problems = async (cookie: string) => {
    const res = await call('GET', '/staff/api/forms/draft/problems', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ revision: number; problems: unknown[] }>();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    reader = await newStaff(t, { role: 'reader' });
  });
  afterAll(() => t.close());

  it('are none for the copy of live, then the last save’s, for any staff member', async () => {
    expect(await problems(reader.cookie)).toEqual({ revision: 0, problems: [] });
    const files = retitled('About you, draft');
    (files['forms/about.json'] as { [key: string]: Json }).colour = 'red';
    const saved = await saveDraft(files);
    expect(saved.problems).toHaveLength(1);
    expect(await problems(reader.cookie)).toEqual(saved);
    expect(await problems(admin.cookie)).toEqual(saved);
  });
});
