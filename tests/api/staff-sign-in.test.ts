import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteStaff } from '../../src/server/staff/invite-staff';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { linkOf, waitForMail } from '../helpers/outbox';
import { newStaff, totpCode, type TestStaff } from '../helpers/staff';

const PASSWORD = 'Welcome-Staff-7-harbour';
const BAD_LOGIN = 'The e-mail address, password or code is incorrect.';
const BAD_INVITATION =
  'This invitation link is not valid, has been used or has expired. Ask an administrator for a new one.';

describe.each(databaseKinds)('staff invitation, welcome and sign-in on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  const clock = new TestClock();
  let n = 0;
  const email = () => `invitee.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { PUBLIC_URL: 'http://staff.test', RATE_LIMIT_ACCOUNT_MAX: '3', RATE_LIMIT_IP_MAX: '10000' },
      { now: clock.now },
    );
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  /** Invites through the admin route and returns the welcome token from the outbox. */
  async function invite(to: string, role: 'reader' | 'admin' = 'reader'): Promise<string> {
    const before = (await import('../helpers/outbox')).mailTo(t.dataDir, to).length;
    const res = await post('/staff/api/staff/invitations', { email: to, role }, admin.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: to, role, status: 'invited' });
    await t.app.mail.idle();
    const mail = await waitForMail(t.dataDir, to, { subject: 'invitation', count: before + 1 });
    const link = linkOf(mail, '/staff/welcome');
    expect(link.origin + link.pathname).toBe('http://staff.test/staff/welcome');
    return link.searchParams.get('token') ?? '';
  }

  async function welcomed(to: string, role: 'reader' | 'admin' = 'reader') {
    const res = await post('/staff/api/welcome', {
      token: await invite(to, role),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ otpauth_uri: string; secret: string; recovery_codes: string[] }>();
  }

  const login = (username: string, code: string, password = PASSWORD) =>
    post('/staff/api/login', { username, password, code });

  it('welcome answers an otpauth URI (SHA-1, 30 s, 6 digits) and ten recovery codes', async () => {
    const to = email();
    const setup = await welcomed(to);
    const uri = new URL(setup.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(to);
    expect(setup.recovery_codes).toHaveLength(10);
    expect(new Set(setup.recovery_codes).size).toBe(10);
    const { rows } = await t.app.db.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff WHERE username = $1',
      [to],
    );
    expect(rows[0]?.totp_secret).not.toContain(setup.secret);
  });

  it('signs in with password and a current code: cookie HttpOnly, SameSite=Strict, {username, role, grants}', async () => {
    const to = email();
    const { secret } = await welcomed(to, 'admin');
    const res = await login(to, totpCode(secret, clock.now()));
    expect(res.statusCode).toBe(200);
    // An invited admin starts granted every sensitive category.
    expect(res.json()).toEqual({ username: to, role: 'admin', grants: ['*'] });
    const cookie = res.cookies.find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 43200 });
    expect(cookie?.secure).toBeFalsy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/staff/api/me',
      headers: { cookie: `staff_session=${cookie?.value}` },
    });
    expect(me.json()).toEqual({ username: to, role: 'admin', grants: ['*'] });
  });

  it('answers 401 without a code, with a wrong, a reused or a stale code, and with a wrong password', async () => {
    const to = email();
    const { secret } = await welcomed(to);
    const refused = async (res: Awaited<ReturnType<typeof login>>) => {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: BAD_LOGIN });
      expect(res.cookies.find((c) => c.name === 'staff_session')).toBeUndefined();
    };
    await refused(await post('/staff/api/login', { username: to, password: PASSWORD }));
    const now = totpCode(secret, clock.now());
    await refused(await login(to, now === '000000' ? '111111' : '000000'));
    // Two failures so far; a success clears this address's count.
    expect((await login(to, now)).statusCode).toBe(200);
    await refused(await login(to, now)); // the same code again
    await refused(await login(to, totpCode(secret, new Date(clock.now().getTime() - 30_000)))); // older
    expect(
      (await login(to, totpCode(secret, new Date(clock.now().getTime() + 30_000)))).statusCode,
    ).toBe(200);
    clock.advance(5 * MINUTE);
    await refused(await login(to, totpCode(secret, new Date(clock.now().getTime() - 2 * MINUTE)))); // stale
    await refused(await login(to, totpCode(secret, clock.now()), 'Wrong-Password-1'));
    await refused(await login(to, ''));
  });

  it('a recovery code works once, in any case and with or without its dash', async () => {
    const to = email();
    const { recovery_codes } = await welcomed(to);
    const code = recovery_codes[0] ?? '';
    expect((await login(to, code.toLowerCase().replace('-', ''))).statusCode).toBe(200);
    expect((await login(to, code)).statusCode).toBe(401);
    expect((await login(to, recovery_codes[1] ?? '')).statusCode).toBe(200);
  });

  it('an invitation works once, and not after 72 hours', async () => {
    const to = email();
    const token = await invite(to);
    expect((await post('/staff/api/welcome', { token, password: PASSWORD })).statusCode).toBe(200);
    const again = await post('/staff/api/welcome', { token, password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: BAD_INVITATION, code: 'BAD_INVITATION' });

    const late = email();
    const lateToken = await invite(late);
    clock.advance(72 * HOUR + MINUTE);
    expect(
      (await post('/staff/api/welcome', { token: lateToken, password: PASSWORD })).json(),
    ).toEqual({
      message: BAD_INVITATION,
      code: 'BAD_INVITATION',
    });
    admin = await newStaff(t, { role: 'admin' }); // the admin's session did not outlive the wait
  });

  it('a new invitation (the command line’s, for an existing account) replaces the earlier link', async () => {
    const to = email();
    const first = await invite(to);
    const again = await inviteStaff(t.app.db, {
      email: to,
      role: 'reader',
      now: clock.now(),
      publicUrl: t.config.publicUrl,
      inviteAgain: true,
    });
    const second = new URL(again.link).searchParams.get('token') ?? '';
    expect(
      (await post('/staff/api/welcome', { token: first, password: PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post('/staff/api/welcome', { token: second, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('welcome applies the applicants’ password rules without using the invitation up', async () => {
    const token = await invite(email());
    const weak = await post('/staff/api/welcome', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: 'Password must be at least 12 characters long.',
      code: 'INVALID',
    });
    expect((await post('/staff/api/welcome', { token, password: PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    [{}, 400],
    [{ token: 'x', password: PASSWORD, extra: 1 }, 400],
    [{ token: 'bad token!', password: PASSWORD }, 400],
    [{ token: 'abc', password: 'Pass\u0000word-123' }, 400],
    [{ token: 'abc', password: '\ud800Password-1' }, 400],
  ])('welcome refuses a malformed body %j with %i', async (payload, status) => {
    expect((await post('/staff/api/welcome', payload)).statusCode).toBe(status);
  });

  it('a disabled account cannot sign in, and failures lock out like applicants’', async () => {
    const to = email();
    const { secret } = await welcomed(to);
    const { rows } = await t.app.db.query<{ id: string }>(
      'SELECT id FROM staff WHERE username = $1',
      [to],
    );
    const id = rows[0]?.id ?? '';
    expect((await post(`/staff/api/staff/${id}/disable`, {}, admin.cookie)).statusCode).toBe(200);
    expect((await login(to, totpCode(secret, clock.now()))).statusCode).toBe(401);

    const locked = email();
    const other = await welcomed(locked);
    for (let i = 0; i < 3; i++)
      expect((await login(locked, '123456', 'Wrong-1a')).statusCode).toBe(401);
    const res = await login(locked, totpCode(other.secret, clock.now()));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    clock.advance(16 * MINUTE);
    admin = await newStaff(t, { role: 'admin' });
    expect((await login(locked, totpCode(other.secret, clock.now()))).statusCode).toBe(200);
  });

  it('logout ends the session; without one it is 401', async () => {
    const staff = await newStaff(t);
    const out = await post('/staff/api/logout', {}, staff.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have signed out.' });
    expect(out.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');
    expect((await post('/staff/api/logout', {}, staff.cookie)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/staff/api/me',
          headers: { cookie: staff.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a sign-in on https uses a Secure __Host- cookie', async () => {
    const secure = await buildTestApp(kind, { PUBLIC_URL: 'https://staff.test' });
    try {
      const staff = await newStaff(secure);
      expect(staff.cookie.startsWith('__Host-staff_session=')).toBe(true);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/staff/api/login',
        payload: {
          username: staff.username,
          password: staff.password,
          code: totpCode(staff.secret, new Date()),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === '__Host-staff_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await secure.close();
    }
  });

  it('audits sign-ins, refusals, invitations, welcomes and sign-outs', async () => {
    const { rows } = await t.app.db.query<{ action: string }>(
      'SELECT DISTINCT action FROM staff_audit',
    );
    expect(rows.map((r) => r.action).sort()).toEqual(
      expect.arrayContaining([
        'disable',
        'invite',
        'sign_in',
        'sign_in_failed',
        'sign_out',
        'welcome',
      ]),
    );
  });
});
