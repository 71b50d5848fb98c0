import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { DAY, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { mailTo } from '../helpers/outbox';

/**
 * Failed log-ins lock out per account and address (every 3 failures here, for 10 minutes,
 * doubling) and per account from everywhere (every 30), so a guesser slows to a crawl while the
 * owner at another address still gets in. Mail per recipient is capped per day.
 */
describe.each(databaseKinds)('log-in lock-outs and the mail cap on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = (name: string) => `${name}.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      {
        RATE_LIMIT_IP_MAX: '1000',
        RATE_LIMIT_ACCOUNT_MAX: '3',
        RATE_LIMIT_WINDOW_SECONDS: '600',
        MAIL_PER_RECIPIENT_PER_DAY: '3',
      },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username, password },
      remoteAddress: ip,
    });
  const guess = (username: string, ip: string) => login(username, 'Wrong-Guess-123', ip);

  it('locks a guessing address out of one account, longer each time, while the owner gets in elsewhere', async () => {
    const owner = email('owner');
    await signUpAndConfirm(t, owner);
    const guesser = '203.0.113.5';
    for (let i = 0; i < 3; i++) expect((await guess(owner, guesser)).statusCode).toBe(400);
    const locked = await login(owner, PASSWORD, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many attempts. Please wait 10 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(locked.headers['retry-after']).toBe('600');
    // The owner, elsewhere, with the right password.
    expect((await login(owner, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    // The guesser's next three tries come after 10 minutes, and then wait twice as long.
    clock.advance(10 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await guess(owner, guesser)).statusCode).toBe(400);
    expect((await guess(owner, guesser)).headers['retry-after']).toBe('1200');
    clock.advance(20 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await guess(owner, guesser)).statusCode).toBe(400);
    expect((await guess(owner, guesser)).headers['retry-after']).toBe('2400');
    // Other accounts from that address are not locked by it.
    const other = email('other');
    await signUpAndConfirm(t, other);
    expect((await login(other, PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('has a higher per-account ceiling across addresses, which a day without failures forgets', async () => {
    const owner = email('spread');
    await signUpAndConfirm(t, owner);
    // 30 failures from ten addresses reach the account's own ceiling.
    for (let ip = 1; ip <= 10; ip++)
      for (let i = 0; i < 3; i++)
        expect((await guess(owner, `192.0.2.${ip}`)).statusCode).toBe(400);
    const ceiling = await login(owner, PASSWORD, '198.51.100.200');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.headers['retry-after']).toBe('600');
    clock.advance(10 * MINUTE);
    expect((await login(owner, PASSWORD, '198.51.100.200')).statusCode).toBe(200);
    clock.advance(DAY + MINUTE);
    for (let ip = 1; ip <= 9; ip++)
      for (let i = 0; i < 3; i++) await guess(owner, `192.0.2.${ip + 20}`);
    // 27 failures after a quiet day: under the ceiling again.
    expect((await login(owner, PASSWORD, '198.51.100.201')).statusCode).toBe(200);
  });

  it('locks out unknown and unconfirmed addresses alike, so a lock-out tells nobody about accounts', async () => {
    const pending = email('pending');
    await signUp(t, pending);
    const unknown = email('nobody');
    const ip = '203.0.113.77';
    const replies = [];
    for (const username of [pending, unknown]) {
      const seen = [];
      for (let i = 0; i < 4; i++) {
        const res = await login(username, PASSWORD, ip);
        seen.push([res.statusCode, res.body, res.headers['retry-after']]);
      }
      replies.push(seen);
    }
    expect(replies[0]).toEqual(replies[1]);
    expect(replies[0]?.[3]?.[0]).toBe(429);
  });

  it('sends one recipient at most MAIL_PER_RECIPIENT_PER_DAY messages a day', async () => {
    const to = email('flooded');
    await signUp(t, to); // the confirmation code: 1
    for (const url of [
      '/public/resend-confirm', // 2
      '/public/resend-confirm', // 3
      '/public/forgot-password', // dropped
      '/public/forgot-password', // dropped
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { username: to } });
      expect(res.statusCode).toBe(200);
    }
    await t.app.mail.idle();
    expect(mailTo(t.dataDir, to)).toHaveLength(3);
    clock.advance(DAY);
    await t.app.inject({
      method: 'POST',
      url: '/public/forgot-password',
      payload: { username: to },
    });
    await t.app.mail.idle();
    expect(mailTo(t.dataDir, to)).toHaveLength(4);
  });
});
