import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { RATE_LIMIT_IP_MAX: '6', RATE_LIMIT_ACCOUNT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '600' },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());

  const attempt = (url: string, payload: object, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  const login: [string, (username: string) => object] = [
    '/public/login',
    (username) => ({ username, password: 'Wrong-password-123' }),
  ];
  // Log-in has its own per-account lock-out instead (login-lockout.test.ts).
  const routes: [string, (username: string) => object][] = [
    ['/public/confirm', (username) => ({ username, code: '000000' })],
    ['/public/resend-confirm', (username) => ({ username })],
    ['/public/forgot-password', (username) => ({ username })],
  ];

  it.each(routes)(
    '%s: per account, with a clear 429, and recovers after the window',
    async (url, body) => {
      const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
      const username = `limited.${url.length}.${Date.now()}@example.edu`;
      for (let i = 0; i < 3; i++)
        expect((await attempt(url, body(username), ip)).statusCode).not.toBe(429);
      const limited = await attempt(url, body(username), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Too many attempts. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBe(600);
      // Another account from another address is not affected.
      expect((await attempt(url, body(`other.${username}`), '192.0.2.77')).statusCode).not.toBe(
        429,
      );
      // The same account from another address is still limited: the limit follows the account.
      expect((await attempt(url, body(username.toUpperCase()), '192.0.2.78')).statusCode).toBe(429);
      clock.advance(10 * MINUTE);
      expect((await attempt(url, body(username), ip)).statusCode).not.toBe(429);
    },
  );

  it.each([login, ...routes])('%s: per address, across accounts', async (url, body) => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 6; i++) {
      expect(
        (await attempt(url, body(`ip.${i}.${url.length}@example.edu`), ip)).statusCode,
      ).not.toBe(429);
    }
    const limited = await attempt(url, body(`ip.new.${url.length}@example.edu`), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(
      (await attempt(url, body(`ip.new.${url.length}@example.edu`), '203.0.113.10')).statusCode,
    ).not.toBe(429);
    clock.advance(10 * MINUTE);
    expect((await attempt(url, body(`ip.new.${url.length}@example.edu`), ip)).statusCode).not.toBe(
      429,
    );
  });

  it("is worded in the device's language, the wait in its plural (issue 32)", async () => {
    const username = `limited.es.${Date.now()}@example.edu`;
    const ip = '198.51.100.231';
    const resend = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public/resend-confirm',
        payload: { username },
        remoteAddress: ip,
        headers: { cookie },
      });
    for (let i = 0; i < 3; i++) expect((await resend('lang=es')).statusCode).not.toBe(429);
    const limited = await resend('lang=es');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Hubo demasiados intentos. Espere 10 minutos e inténtelo de nuevo.',
      code: 'RATE_LIMITED',
    });
    expect((await resend('lang=en')).json().message).toBe(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
    // Less than a minute left: one minute, in the singular.
    clock.advance(9.5 * MINUTE);
    expect((await resend('lang=es')).json().message).toBe(
      'Hubo demasiados intentos. Espere 1 minuto e inténtelo de nuevo.',
    );
    expect((await resend('')).json().message).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
    clock.advance(MINUTE);
  });

  it('counts in the database, so every server process shares the counts', async () => {
    const { rows } = await t.database.db.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key LIKE 'login:%'",
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
