import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, newApplicant, PASSWORD, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { SESSION_REQUIRED } from '../../src/server/plugins/session';

// Every /api route of this issue, each with a body it would accept.
const apiRoutes: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/logout' },
  { method: 'POST', url: '/api/keep-alive', payload: {} },
  { method: 'GET', url: '/api/profile' },
  { method: 'PUT', url: '/api/answer', payload: { first_name: 'Ann' } },
  { method: 'PUT', url: '/api/last-page', payload: { last_page: '/about' } },
  { method: 'POST', url: '/api/web-status', payload: { web_status: 'started' } },
  { method: 'POST', url: '/api/validations', payload: { first_name: ['First name is required.'] } },
  { method: 'POST', url: '/api/submit', payload: {} },
  { method: 'GET', url: '/api/add-another' },
  { method: 'PUT', url: '/api/add-another', payload: { button_id: 'sibling', num_components: 2 } },
  { method: 'GET', url: '/api/tabs' },
  {
    method: 'PUT',
    url: '/api/tabs',
    payload: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
  },
];

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `session.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const profile = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: cookie ? { cookie } : {} });

  it.each(apiRoutes)(
    '$method $url answers 401 {message} without a session, before reading the body',
    async (route) => {
      const res = await t.app.inject({ ...route });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'You are not logged in, or your session has expired. Please log in again.',
      });
      const bogus = await t.app.inject({
        ...route,
        headers: { cookie: 'session=not-a-real-token' },
      });
      expect(bogus.statusCode).toBe(401);
    },
  );

  it('sets an HttpOnly SameSite=Lax session cookie (not Secure over http) and a readable logged_in hint', async () => {
    const to = email();
    await signUpAndConfirm(t, to);
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: to, password: PASSWORD },
    });
    const cookies = res.cookies;
    const session = cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 12 * 3600,
    });
    expect(session?.secure).toBeFalsy();
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hint = cookies.find((c) => c.name === 'logged_in');
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.value).toBe('1');
  });

  it('stores only the hash of the token', async () => {
    const cookie = await newApplicant(t, email());
    const token = /session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const { rows } = await t.database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('gives a new token at each login, and a login ends the session the browser carried', async () => {
    const to = email();
    await signUpAndConfirm(t, to);
    const login = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username: to, password: PASSWORD },
        headers: cookie ? { cookie } : {},
      });
    const first = cookieHeader((await login()).headers['set-cookie']);
    const second = cookieHeader((await login(first)).headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
    expect((await profile(second)).json().successful_login).toHaveLength(2);
  });

  it('expires after 15 idle minutes; every call and the keep-alive extend it', async () => {
    const cookie = await newApplicant(t, email());
    clock.advance(14 * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(200);
    clock.advance(14 * MINUTE);
    const keepAlive = await t.app.inject({
      method: 'POST',
      url: '/api/keep-alive',
      headers: { cookie },
      payload: {},
    });
    expect(keepAlive.statusCode).toBe(200);
    expect(new Date(keepAlive.json().expires_at).getTime()).toBe(
      clock.now().getTime() + 15 * MINUTE,
    );
    clock.advance(14 * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1);
    const expired = await profile(cookie);
    expect(expired.statusCode).toBe(401);
    // The dead cookie is cleared.
    expect(expired.cookies.find((c) => c.name === 'session')?.value).toBe('');
    // And it does not come back to life.
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('a save checks the session in its own read: it extends it, and an expired one is refused', async () => {
    const username = email();
    const cookie = await newApplicant(t, username);
    const save = (first_name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie },
        payload: { first_name },
      });
    clock.advance(14 * MINUTE);
    expect((await save('Ada')).statusCode).toBe(200);
    clock.advance(14 * MINUTE);
    expect((await save('Ada B')).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1);
    const expired = await save('Ada C');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(SESSION_REQUIRED);
    expect(expired.cookies.find((c) => c.name === 'session')?.value).toBe('');
    const { rows } = await t.app.db.query<{ data: { first_name: string } }>(
      'SELECT s.data FROM answers s JOIN applicants a ON a.id = s.applicant_id WHERE a.username = $1',
      [username],
    );
    expect(rows.map((row) => row.data.first_name)).toEqual(['Ada B']);
  });

  it('writes the idle clock at most once a minute, except for the keep-alive', async () => {
    const cookie = await newApplicant(t, email());
    const lastSeen = async () => {
      const { rows } = await t.app.db.query<{ last_seen_at: Date }>(
        'SELECT s.last_seen_at FROM sessions s JOIN applicants a ON a.id = s.applicant_id ORDER BY s.last_seen_at DESC LIMIT 1',
      );
      return new Date(rows[0]!.last_seen_at).getTime();
    };
    const loggedInAt = await lastSeen();
    clock.advance(30_000);
    expect((await profile(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(loggedInAt); // a read within the minute writes nothing
    clock.advance(31_000);
    expect((await profile(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock.now().getTime());
    clock.advance(1_000);
    const keepAlive = await t.app.inject({
      method: 'POST',
      url: '/api/keep-alive',
      headers: { cookie },
      payload: {},
    });
    expect(keepAlive.statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it('ends 12 hours after login however active the applicant is', async () => {
    const cookie = await newApplicant(t, email());
    for (let elapsed = 0; elapsed < 12 * HOUR - 10 * MINUTE; elapsed += 10 * MINUTE) {
      clock.advance(10 * MINUTE);
      expect((await profile(cookie)).statusCode).toBe(200);
    }
    clock.advance(10 * MINUTE);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('logout deletes the session and clears the cookies', async () => {
    const cookie = await newApplicant(t, email());
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out.' });
    expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'logged_in')?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('accepts bodiless POSTs sent with a JSON content type and no body', async () => {
    const cookie = await newApplicant(t, email());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/keep-alive',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(submit.statusCode).toBe(422);
  });

  it('marks API replies no-store', async () => {
    const cookie = await newApplicant(t, email());
    expect((await profile(cookie)).headers['cache-control']).toBe('no-store');
  });
});

describe('sessions over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { PUBLIC_URL: 'https://apply.example.edu' });
  });
  afterAll(() => t.close());

  it('uses a Secure __Host- cookie', async () => {
    const to = 'secure@example.edu';
    await signUpAndConfirm(t, to);
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: to, password: PASSWORD },
    });
    const session = res.cookies.find((c) => c.name === '__Host-session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    const cookie = cookieHeader(res.headers['set-cookie']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});
