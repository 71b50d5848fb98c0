import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOURSELF } from '../../src/server/routes/staff/staff-admin';
import { STAFF_EXISTS } from '../../src/server/staff/invite-staff';
import { LAST_ADMIN } from '../../src/server/staff/last-admin';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

describe.each(databaseKinds)('invitations and the last admin on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload = {}) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const invite = (email: string, role: 'reader' | 'admin', cookie = admin.cookie) =>
    call('POST', '/staff/api/staff/invitations', cookie, { email, role });
  const roleOf = async (id: string) =>
    (await t.app.db.query<{ role: string }>('SELECT role FROM staff WHERE id = $1', [id])).rows[0]
      ?.role;
  const activeAdmins = async () =>
    (
      await t.app.db.query<{ id: string }>(
        `SELECT id FROM staff
          WHERE role = 'admin' AND disabled_at IS NULL AND password_hash IS NOT NULL`,
      )
    ).rows.map((row) => row.id);
  const auditCount = async (action: string) =>
    Number(
      (
        await t.app.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM staff_audit WHERE action = $1',
          [action],
        )
      ).rows[0]?.n,
    );

  it('refuses to invite one’s own address (409): the role stays, nothing is mailed or audited', async () => {
    const invites = await auditCount('invite');
    const res = await invite(` ${admin.username.toUpperCase()} `, 'reader');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: STAFF_EXISTS });
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await auditCount('invite')).toBe(invites);
  });

  it('refuses an active member’s and an invited member’s address (409); role changes use the role route', async () => {
    const active = await newStaff(t, { role: 'admin' });
    const res = await invite(active.username, 'reader');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: STAFF_EXISTS });
    expect(await roleOf(active.id)).toBe('admin');
    const created = await invite('new.member@example.edu', 'reader');
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string; status: string }>().id;
    expect(created.json()).toMatchObject({ status: 'invited', role: 'reader' });
    const twice = await invite('new.member@example.edu', 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: STAFF_EXISTS });
    expect(await roleOf(id)).toBe('reader');
    const changed = await call('PUT', `/staff/api/staff/${id}/role`, admin.cookie, {
      role: 'admin',
    });
    expect(changed.json()).toMatchObject({ role: 'admin' });
  });

  it('two invitations of one new address at once: one 201, one 409, never a 500', async () => {
    const [a, b] = await Promise.all([
      invite('twice@example.edu', 'reader'),
      invite('twice@example.edu', 'admin'),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
  });

  it('still refuses one’s own role and account (409), with the workspace’s message', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/staff/api/staff/${admin.id}/role`, { role: 'reader' }],
      ['POST', `/staff/api/staff/${admin.id}/disable`, {}],
    ] as const) {
      const res = await call(method, url, admin.cookie, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: NOT_YOURSELF });
    }
  });

  it.each(['demote', 'disable'] as const)(
    'two admins who %s each other at once leave one admin, never none (5 rounds)',
    async (change) => {
      // Start from exactly one active admin: demote the others this file made.
      const keeper = await newStaff(t, { role: 'admin' });
      for (const id of await activeAdmins())
        if (id !== keeper.id)
          await call('PUT', `/staff/api/staff/${id}/role`, keeper.cookie, { role: 'reader' });
      expect(await activeAdmins()).toEqual([keeper.id]);
      let survivor = keeper;
      for (let round = 0; round < 5; round++) {
        const other = await newStaff(t, { role: 'admin' });
        const act = (by: TestStaff, target: TestStaff) =>
          change === 'demote'
            ? call('PUT', `/staff/api/staff/${target.id}/role`, by.cookie, { role: 'reader' })
            : call('POST', `/staff/api/staff/${target.id}/disable`, by.cookie);
        const results = await Promise.all([act(survivor, other), act(other, survivor)]);
        // One wins; the other is refused by the guard (409), or, when the winner committed
        // before its check, as no longer an admin (403) or no longer signed in (401).
        const refused = results.filter((res) => res.statusCode !== 200);
        expect(refused).toHaveLength(1);
        expect(refused.map((res) => res.statusCode)[0]).toBeOneOf([401, 403, 409]);
        if (refused[0]?.statusCode === 409)
          expect(refused[0].json()).toEqual({ message: LAST_ADMIN });
        const left = await activeAdmins();
        expect(left).toHaveLength(1);
        survivor = left[0] === other.id ? other : survivor;
      }
    },
  );
});
