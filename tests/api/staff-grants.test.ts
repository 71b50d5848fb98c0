import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFiles } from '../../src/server/forms/form-versions';
import { UNKNOWN_CATEGORY } from '../../src/server/staff/need-to-know';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('sensitive categories granted to staff (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await newStaff(t, { role: 'admin' });
    reader = await newStaff(t, { role: 'reader' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const grant = (id: string, grants: unknown, cookie = admin.cookie) =>
    call('PUT', `/staff/api/staff/${id}/grants`, cookie, { grants });
  const me = async (cookie: string) =>
    (await call('GET', '/staff/api/me', cookie)).json<{ grants: string[] }>().grants;
  const grantAudits = async () =>
    (
      await t.app.db.query<{ staff_id: string; detail: unknown }>(
        "SELECT staff_id, detail FROM staff_audit WHERE action = 'grants_change' ORDER BY id",
      )
    ).rows.map((row) =>
      typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail,
    );

  it('an invited admin starts with every category, an invited reader with none', async () => {
    const invite = async (email: string, role: string) =>
      (await call('POST', '/staff/api/staff/invitations', admin.cookie, { email, role })).json<{
        grants: string[];
      }>().grants;
    expect(await invite('new.admin@example.edu', 'admin')).toEqual(['*']);
    expect(await invite('new.reader@example.edu', 'reader')).toEqual([]);
    const items = (await call('GET', '/staff/api/staff', admin.cookie)).json<{
      items: { username: string; grants: string[] }[];
    }>().items;
    expect(items.find((item) => item.username === 'new.reader@example.edu')?.grants).toEqual([]);
    expect(await me(admin.cookie)).toEqual(['*']);
    expect(await me(reader.cookie)).toEqual([]);
  });

  it('an admin grants categories: stored once each and sorted, audited, in force at the next request', async () => {
    const res = await grant(reader.id, ['religion', 'disability', 'religion']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      username: reader.username,
      grants: ['disability', 'religion'],
    });
    expect(await me(reader.cookie)).toEqual(['disability', 'religion']);
    expect((await grant(reader.id, ['*', 'religion'])).json()).toMatchObject({ grants: ['*'] });
    expect((await grant(reader.id, [])).json()).toMatchObject({ grants: [] });
    expect(await grantAudits()).toEqual([
      { username: reader.username, from: [], to: ['disability', 'religion'] },
      { username: reader.username, from: ['disability', 'religion'], to: ['*'] },
      { username: reader.username, from: ['*'], to: [] },
    ]);
  });

  it('an admin may narrow and widen their own grants', async () => {
    const self = await newStaff(t, { role: 'admin' });
    expect((await grant(self.id, ['birth_date'], self.cookie)).statusCode).toBe(200);
    expect(await me(self.cookie)).toEqual(['birth_date']);
    expect((await grant(self.id, ['*'], self.cookie)).statusCode).toBe(200);
    expect(await me(self.cookie)).toEqual(['*']);
  });

  it('refuses an unknown category (400 naming it) and malformed grants, and records nothing', async () => {
    const before = (await grantAudits()).length;
    const unknown = await grant(reader.id, ['religion', 'astrology']);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { message: `${UNKNOWN_CATEGORY}astrology` },
    ]);
    for (const grants of [
      'religion',
      [1],
      ['Religion'],
      ['religion\u0000'],
      ['\ud800'],
      [''],
      Array.from({ length: 101 }, () => 'religion'),
      null,
    ]) {
      const res = await grant(reader.id, grants);
      expect(res.statusCode, JSON.stringify(grants)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect(
      (await call('PUT', `/staff/api/staff/${reader.id}/grants`, admin.cookie, {})).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/staff/api/staff/${reader.id}/grants`, admin.cookie, {
          grants: [],
          role: 'admin',
        })
      ).statusCode,
    ).toBe(400);
    expect(await grantAudits()).toHaveLength(before);
    expect(await me(reader.cookie)).toEqual([]);
  });

  it('is for admins only (403 for a reader, 401 for nobody); 404 for an unknown account', async () => {
    expect((await grant(reader.id, ['*'], reader.cookie)).statusCode).toBe(403);
    expect((await grant(reader.id, ['*'], '')).statusCode).toBe(401);
    const missing = await grant(UNKNOWN, []);
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { message: 'There is no staff account with this id.' },
    ]);
    expect((await grant('nope', [])).statusCode).toBe(404);
    expect(await me(reader.cookie)).toEqual([]);
  });

  it('a category the office adds in a published version can be granted from then on', async () => {
    expect((await grant(reader.id, ['finances'])).statusCode).toBe(400);
    const { files } = t.app.liveForms.current();
    const site = files['forms/site.json'] as { sensitiveCategories: object[] };
    const finances = { id: 'finances', label: 'Family finances' };
    await t.app.db.transaction((tx) =>
      publishFiles(
        tx,
        {
          ...files,
          'forms/site.json': {
            ...site,
            sensitiveCategories: [...site.sensitiveCategories, finances],
          },
        },
        'a finances category',
        { by: 'test', at: t.app.now() },
      ),
    );
    await t.app.liveForms.refresh();
    const res = await grant(reader.id, ['finances']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ grants: ['finances'] });
  });
});
