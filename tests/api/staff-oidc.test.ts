import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { sealFlow } from '../../src/server/staff/oidc-flow';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';
import { newStaff } from '../helpers/staff';

const PUBLIC_URL = 'http://staff.test';

describe.each(databaseKinds)('staff single sign-on against oidc-provider on %s', (kind) => {
  let t: TestApp;
  let provider: TestProvider;

  beforeAll(async () => {
    provider = await startTestProvider(`${PUBLIC_URL}/staff/api/oidc/callback`);
    t = await buildTestApp(kind, {
      PUBLIC_URL,
      STAFF_OIDC_ISSUER: provider.issuer,
      STAFF_OIDC_CLIENT_ID: provider.clientId,
      STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** Starts at the workspace, signs in at the provider, and brings the code back. */
  async function signIn(email: string, verified = true) {
    provider.signInAs(email, verified);
    const start = await t.app.inject({ method: 'GET', url: '/staff/api/oidc/start' });
    expect(start.statusCode).toBe(303);
    const authorization = new URL(start.headers.location ?? '');
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const flow = start.cookies.find((c) => c.name === 'staff_oidc');
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/staff/api/oidc' });
    const back = await provider.authorize(authorization.href);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/staff/api/oidc/callback`);
    const url = back.pathname + back.search;
    const callback = (cookie = `staff_oidc=${flow?.value}`) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });
    return { res: await callback(), again: () => callback() };
  }

  const lastAudit = async () =>
    (
      await t.app.db.query<{ action: string; staff_username: string; detail: unknown }>(
        'SELECT action, staff_username, detail FROM staff_audit ORDER BY id DESC LIMIT 1',
      )
    ).rows[0];

  it('says single sign-on is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff/api/sign-in-options' });
    expect(res.json()).toEqual({ sso: true });
  });

  it('signs an invited staff member in and audits it', async () => {
    const staff = await newStaff(t, { role: 'admin' });
    const { res } = await signIn(staff.username.toUpperCase());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/staff');
    const session = res.cookies.find((c) => c.name === 'staff_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/staff/api/me',
      headers: { cookie: `staff_session=${session?.value}` },
    });
    expect(me.json()).toEqual({ username: staff.username, role: 'admin', grants: ['*'] });
    expect(await lastAudit()).toEqual({
      action: 'sign_in',
      staff_username: staff.username,
      detail: { method: 'oidc' },
    });
  });

  it('refuses a user the workspace has not invited', async () => {
    const { res } = await signIn('stranger@example.edu');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/staff/sign-in?sso=not_invited');
    expect(res.cookies.find((c) => c.name === 'staff_session')).toBeUndefined();
    expect(await lastAudit()).toEqual({
      action: 'sign_in_failed',
      staff_username: 'stranger@example.edu',
      detail: { method: 'oidc', reason: 'not_invited' },
    });
  });

  it('refuses a disabled account and an address the provider has not verified', async () => {
    const gone = await newStaff(t);
    await t.app.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [gone.id]);
    expect((await signIn(gone.username)).res.headers.location).toBe(
      '/staff/sign-in?sso=not_invited',
    );
    const unverified = await newStaff(t);
    const { res } = await signIn(unverified.username, false);
    expect(res.headers.location).toBe('/staff/sign-in?sso=not_invited');
    expect(res.cookies.find((c) => c.name === 'staff_session')).toBeUndefined();
  });

  it('refuses an invitation never accepted, with the same refusal', async () => {
    const admin = await newStaff(t, { role: 'admin' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/staff/api/staff/invitations',
      headers: { cookie: admin.cookie },
      payload: { email: 'newcomer@example.edu', role: 'admin' },
    });
    expect(invited.json()).toMatchObject({ status: 'invited' });
    const { res } = await signIn('newcomer@example.edu');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/staff/sign-in?sso=not_invited');
    expect(res.cookies.find((c) => c.name === 'staff_session')).toBeUndefined();
    expect(await lastAudit()).toEqual({
      action: 'sign_in_failed',
      staff_username: 'newcomer@example.edu',
      detail: { method: 'oidc', reason: 'not_accepted' },
    });
  });

  it('refuses a callback without the browser’s state cookie, and a replayed one', async () => {
    const staff = await newStaff(t);
    const first = await signIn(staff.username);
    expect(first.res.headers.location).toBe('/staff');
    const replay = await first.again();
    expect(replay.headers.location).toBe('/staff/sign-in?sso=failed');
    provider.signInAs(staff.username);
    const start = await t.app.inject({ method: 'GET', url: '/staff/api/oidc/start' });
    const back = await provider.authorize(start.headers.location ?? '');
    const foreign = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(foreign.headers.location).toBe('/staff/sign-in?sso=failed');
  });
});

describe.each(databaseKinds)('starting single sign-on, anonymously, on %s', (kind) => {
  let t: TestApp;
  let provider: TestProvider;
  const LIMIT = 3;

  beforeAll(async () => {
    provider = await startTestProvider(`${PUBLIC_URL}/staff/api/oidc/callback`);
    t = await buildTestApp(kind, {
      PUBLIC_URL,
      STAFF_OIDC_ISSUER: provider.issuer,
      STAFF_OIDC_CLIENT_ID: provider.clientId,
      STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
      RATE_LIMIT_IP_MAX: String(LIMIT),
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const start = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/staff/api/oidc/start', remoteAddress });

  /** Rows in every table of the app's schema, by table. */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await t.app.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const { rows } = await t.app.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM "${table_name}"`,
      );
      counts[table_name] = Number(rows[0]?.n);
    }
    return counts;
  }

  it('stores nothing per start: only the address’s one rate-limit counter', async () => {
    const before = await rowCounts();
    expect(Object.keys(before)).toContain('staff');
    expect(Object.keys(before)).not.toContain('staff_oidc_logins');
    for (let i = 0; i < LIMIT; i++) expect((await start('192.0.2.10')).statusCode).toBe(303);
    const after = await rowCounts();
    expect(after).toEqual({ ...before, rate_limits: (before.rate_limits ?? 0) + 1 });
  });

  it('is rate-limited per client address (429 with Retry-After), others still start', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await start('192.0.2.20')).statusCode).toBe(303);
    const refused = await start('192.0.2.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.cookies.find((c) => c.name === 'staff_oidc')).toBeUndefined();
    expect((await start('192.0.2.21')).statusCode).toBe(303);
  });

  it('a state cookie not sealed by this server fails the callback', async () => {
    const started = await start('192.0.2.30');
    const sealed = started.cookies.find((c) => c.name === 'staff_oidc')?.value ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(new URL(started.headers.location ?? '').searchParams.get('state'));
    const url = '/staff/api/oidc/callback?code=x&state=y';
    const elsewhere = sealFlow(
      'another-servers-secret-0123456789-0123456789',
      { state: 'y', codeVerifier: 'v', nonce: 'n' },
      new Date(Date.now() + 60_000),
    );
    for (const cookie of [elsewhere, 'v1.a.b.c', 'plain-state']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `staff_oidc=${cookie}` },
        remoteAddress: '192.0.2.31',
      });
      expect(res.headers.location).toBe('/staff/sign-in?sso=failed');
    }
  });
});

describe('single sign-on settings', () => {
  it('needs all three variables or none', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/sso-config', STAFF_OIDC_ISSUER: 'https://idp.example.edu' }),
    ).toThrow(
      'STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET must be set together.',
    );
  });

  it('is off without them: no button, and /staff/api/oidc/start is 404', async () => {
    const t = await buildTestApp('pglite');
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/staff/api/sign-in-options' })).json(),
      ).toEqual({
        sso: false,
      });
      const start = await t.app.inject({ method: 'GET', url: '/staff/api/oidc/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toEqual({ message: 'Single sign-on is not set up on this server.' });
    } finally {
      await t.close();
    }
  });
});
