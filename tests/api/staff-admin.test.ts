import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditItem } from '../../src/contracts/staff-accounts';
import { recordAudit } from '../../src/server/staff/audit';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

interface AuditPage {
  items: AuditItem[];
  next_cursor: string | null;
}

describe.each(databaseKinds)('staff administration and the audit on %s', (kind) => {
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

  it('lists staff accounts for admins with their status', async () => {
    const res = await call('GET', '/staff/api/staff', admin.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { username: string; role: string; status: string }[] }>().items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: admin.username, role: 'admin', status: 'active' }),
        expect.objectContaining({ username: reader.username, role: 'reader', status: 'active' }),
      ]),
    );
  });

  it('refuses every admin route to a reader (403) and to nobody (401)', async () => {
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/staff/api/staff'],
      ['GET', '/staff/api/audit'],
      ['POST', '/staff/api/staff/invitations', { email: 'x@example.edu', role: 'reader' }],
      ['POST', `/staff/api/staff/${admin.id}/disable`],
      ['PUT', `/staff/api/staff/${admin.id}/role`, { role: 'reader' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, reader.cookie, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, '', payload)).statusCode, url).toBe(401);
    }
  });

  it('invitations: a bad address is 400, a disabled account 409, each audited when made', async () => {
    const bad = await call('POST', '/staff/api/staff/invitations', admin.cookie, {
      email: 'not-an-address',
      role: 'reader',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Enter the staff member’s e-mail address, like name@example.edu.',
    });
    const wrongRole = await call('POST', '/staff/api/staff/invitations', admin.cookie, {
      email: 'ok@example.edu',
      role: 'owner',
    });
    expect(wrongRole.statusCode).toBe(400);
    const gone = await newStaff(t);
    await call('POST', `/staff/api/staff/${gone.id}/disable`, admin.cookie);
    const again = await call('POST', '/staff/api/staff/invitations', admin.cookie, {
      email: gone.username,
      role: 'reader',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This staff account is disabled.' });
  });

  it('disable and role: 404 for an unknown or malformed id, 409 on oneself', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/staff/api/staff/${unknown}/disable`, admin.cookie)).json(),
    ).toEqual({
      message: 'There is no staff account with this id.',
    });
    expect((await call('POST', '/staff/api/staff/nope/disable', admin.cookie)).statusCode).toBe(
      404,
    );
    const self = await call('POST', `/staff/api/staff/${admin.id}/disable`, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      message: 'You cannot disable your own account or change your own role.',
    });
    expect(
      (await call('PUT', `/staff/api/staff/${admin.id}/role`, admin.cookie, { role: 'reader' }))
        .statusCode,
    ).toBe(409);
  });

  it('a role change takes effect at the next request; a disable ends the sessions', async () => {
    const someone = await newStaff(t);
    const promoted = await call('PUT', `/staff/api/staff/${someone.id}/role`, admin.cookie, {
      role: 'admin',
    });
    expect(promoted.json()).toMatchObject({ username: someone.username, role: 'admin' });
    expect((await call('GET', '/staff/api/audit', someone.cookie)).statusCode).toBe(200);
    const disabled = await call('POST', `/staff/api/staff/${someone.id}/disable`, admin.cookie);
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    expect((await call('GET', '/staff/api/me', someone.cookie)).statusCode).toBe(401);
  });

  it('the audit pages newest first with a keyset cursor, for admins', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(t.app.db, {
        staff: reader,
        action: 'read',
        applicationId: '11111111-1111-4111-8111-11111111111' + i,
        detail: { n: i },
        ip: '192.0.2.7',
      });
    }
    const first = await call('GET', '/staff/api/audit?limit=3', admin.cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<AuditPage>();
    expect(page1.items.map((item) => item.detail)).toEqual([{ n: 4 }, { n: 3 }, { n: 2 }]);
    expect(page1.items[0]).toMatchObject({
      staff: reader.username,
      action: 'read',
      application_id: '11111111-1111-4111-8111-111111111114',
      ip: '192.0.2.7',
    });
    expect(Number.isNaN(Date.parse(page1.items[0]?.at ?? ''))).toBe(false);
    expect(page1.next_cursor).toBe(String(page1.items[2]?.id));
    const page2 = (
      await call('GET', `/staff/api/audit?limit=2&cursor=${page1.next_cursor}`, admin.cookie)
    ).json<AuditPage>();
    expect(page2.items.map((item) => item.detail)).toEqual([{ n: 1 }, { n: 0 }]);
    const all = (await call('GET', '/staff/api/audit?limit=500', admin.cookie)).json<AuditPage>();
    expect(all.next_cursor).toBeNull();
    const ids = all.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.items.map((item) => item.action)).toEqual(
      expect.arrayContaining(['disable', 'role_change', 'read']),
    );
  });

  it.each(['limit=0', 'limit=501', 'limit=x', 'cursor=0', 'cursor=abc', 'cursor=-1', 'other=1'])(
    'the audit refuses ?%s with 400',
    async (query) => {
      expect((await call('GET', `/staff/api/audit?${query}`, admin.cookie)).statusCode).toBe(400);
    },
  );
});
