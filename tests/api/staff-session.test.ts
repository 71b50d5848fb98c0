import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { newStaff } from '../helpers/staff';

const STAFF_401 =
  'You are not signed in to the staff workspace, or your session has expired. Please sign in again.';
const APPLICANT_401 = 'You are not logged in, or your session has expired. Please log in again.';

describe.each(databaseKinds)('the staff realm on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/staff/api/me', headers: cookie ? { cookie } : {} });

  it('GET /staff/api/me answers {username, role, grants} to a staff session', async () => {
    const admin = await newStaff(t, { role: 'admin' });
    const res = await me(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: admin.username, role: 'admin', grants: ['*'] });
    const reader = await newStaff(t, { role: 'reader', grants: ['religion'] });
    expect((await me(reader.cookie)).json()).toEqual({
      username: reader.username,
      role: 'reader',
      grants: ['religion'],
    });
  });

  it('answers 401 without a session, with a bogus one, and with an applicant session', async () => {
    expect((await me()).json()).toEqual({ message: STAFF_401 });
    expect((await me()).statusCode).toBe(401);
    expect((await me('staff_session=not-a-real-token')).statusCode).toBe(401);
    const applicant = await newApplicant(t, 'realm.applicant@example.edu');
    const res = await me(applicant);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: STAFF_401 });
  });

  it('a staff session gets 401 on the applicant API', async () => {
    const staff = await newStaff(t);
    for (const url of ['/api/profile', '/api/tabs', '/api/add-another']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: APPLICANT_401 });
    }
  });

  it('admin-only routes answer 403 to a reader and 401 to nobody', async () => {
    const reader = await newStaff(t, { role: 'reader' });
    for (const url of ['/staff/api/audit', '/staff/api/staff']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: reader.cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only a staff administrator can do this.' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('a staff session ends after 15 idle minutes, and after 12 hours whatever the activity', async () => {
    const idle = await newStaff(t);
    clock.advance(14 * MINUTE);
    expect((await me(idle.cookie)).statusCode).toBe(200);
    clock.advance(14 * MINUTE);
    expect((await me(idle.cookie)).statusCode).toBe(200);
    clock.advance(16 * MINUTE);
    const expired = await me(idle.cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');

    const busy = await newStaff(t);
    for (let elapsed = 0; elapsed < 12 * HOUR - 10 * MINUTE; elapsed += 10 * MINUTE) {
      clock.advance(10 * MINUTE);
      expect((await me(busy.cookie)).statusCode).toBe(200);
    }
    clock.advance(11 * MINUTE);
    expect((await me(busy.cookie)).statusCode).toBe(401);
  });

  it('a disabled account loses its session at once', async () => {
    const staff = await newStaff(t);
    await t.app.db.query('UPDATE staff SET disabled_at = $2 WHERE id = $1', [
      staff.id,
      clock.now(),
    ]);
    expect((await me(staff.cookie)).statusCode).toBe(401);
  });

  it('the audit table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const staff = await newStaff(t);
    await t.app.db.query(
      `INSERT INTO staff_audit (at, staff_id, staff_username, action, ip) VALUES ($1, $2, $3, 'read', '127.0.0.1')`,
      [clock.now(), staff.id, staff.username],
    );
    for (const sql of [
      "UPDATE staff_audit SET action = 'nothing'",
      'DELETE FROM staff_audit',
      'TRUNCATE staff_audit',
    ]) {
      await expect(t.app.db.query(sql)).rejects.toThrow(/append-only/);
    }
    const { rows } = await t.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff_audit WHERE action = 'read'",
    );
    expect(rows[0]?.n).toBe(1);
  });
});
