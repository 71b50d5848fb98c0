import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
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
    expect(me.json()).toEqual({ username: staff.username, role: 'admin' });
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
