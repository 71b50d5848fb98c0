import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

/**
 * The limited routes rate-limit.test.ts does not cover: sign-up and reset per account (and
 * address), a visitor's draft per address. Each answers 429 past the limit and recovers when
 * the window has passed.
 */
describe.each(databaseKinds)('rate limits of signup, reset and drafts on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { RATE_LIMIT_IP_MAX: '5', RATE_LIMIT_ACCOUNT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '300' },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());

  const attempt = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it.each([
    ['/public/signup', (username: string) => ({ username, password: PASSWORD })],
    [
      '/public/reset-password',
      (username: string) => ({
        username,
        password: PASSWORD,
        confirm_password: PASSWORD,
        id: 'x'.repeat(43),
      }),
    ],
  ])('%s: per account, then recovers after the window', async (url, body) => {
    const username = `limited.${url.length}@example.edu`;
    for (let i = 0; i < 2; i++)
      expect((await attempt(url, body(username), '198.51.100.1')).statusCode).not.toBe(429);
    const limited = await attempt(url, body(username), '198.51.100.2'); // another address: the account decides
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please wait 5 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBe(300);
    clock.advance(5 * MINUTE);
    expect((await attempt(url, body(username), '198.51.100.1')).statusCode).not.toBe(429);
  });

  it('/public/tmp: per address, then recovers after the window', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++)
      expect((await attempt('/public/tmp', { answer: { first_name: 'Ann' } }, ip)).statusCode).toBe(
        200,
      );
    const limited = await attempt('/public/tmp', { answer: { first_name: 'Ann' } }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(
      (await attempt('/public/tmp', { answer: { first_name: 'Ann' } }, '203.0.113.51')).statusCode,
    ).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await attempt('/public/tmp', { answer: { first_name: 'Ann' } }, ip)).statusCode).toBe(
      200,
    );
  });
});
