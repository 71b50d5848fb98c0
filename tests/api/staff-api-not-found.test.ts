import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_ID } from '../fixtures/malformed-staff-requests';
import { buildTestAppWithClient, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

/**
 * A /staff/api path that no route takes answers a JSON 404, even beside a built client whose
 * pages answer every other path: it never falls through to the page. (Malformed input on the
 * routes themselves: staff-malformed-input.test.ts.)
 */
describe.each(databaseKinds)('no such route under /staff/api (%s)', (kind) => {
  let t: TestApp;
  let admin: TestStaff;

  beforeAll(async () => {
    t = await buildTestAppWithClient(kind);
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each([
    '/staff/api/nothing-here',
    `/staff/api/applications/${LONG_ID}`,
    `/staff/api/applications/${'b'.repeat(300)}/pdf`,
    '/staff/api/%zz',
    '/staff/api/staff/x/y/z',
  ])('GET %s (no such route) is a JSON 404, never the page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('the page');
  });

  it('the pages themselves still get the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff/applications' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('the page');
  });
});
