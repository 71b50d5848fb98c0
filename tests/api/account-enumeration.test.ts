import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { readOutbox } from '../helpers/outbox';

/** What a stranger would try with someone's address, knowing neither password nor code. */
const STRANGER_PASSWORD = 'Strangers-Guess-77';
const CALLS: Record<string, (username: string) => object> = {
  '/public/signup': (username) => ({ username, password: STRANGER_PASSWORD }),
  '/public/login': (username) => ({ username, password: STRANGER_PASSWORD }),
  '/public/confirm': (username) => ({ username, code: '123456' }),
  '/public/resend-confirm': (username) => ({ username }),
  '/public/forgot-password': (username) => ({ username }),
  '/public/reset-password': (username) => ({
    username,
    password: STRANGER_PASSWORD,
    confirm_password: STRANGER_PASSWORD,
    id: 'a'.repeat(43),
  }),
};
const PAIRS = Object.keys(CALLS).flatMap((first) =>
  Object.keys(CALLS).map((second) => [first, second] as const),
);

/**
 * No sequence of public calls tells registered addresses apart: every ordered pair of the
 * account calls, made by a stranger against a confirmed account, an account waiting for its
 * confirmation and an unknown address, answers the same statuses, bodies and headers, and
 * whatever mail it causes goes only to the address itself.
 */
describe.each(databaseKinds)('account enumeration on %s', (kind) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, { RATE_LIMIT_IP_MAX: '100000' });
  });
  afterAll(() => t.close());

  async function observe(username: string, calls: readonly string[]) {
    const seen = [];
    for (const url of calls) {
      const res = await t.app.inject({ method: 'POST', url, payload: CALLS[url]?.(username) });
      await t.app.mail.idle();
      seen.push({
        url,
        status: res.statusCode,
        body: res.body,
        contentType: res.headers['content-type'],
        cacheControl: res.headers['cache-control'],
        setCookie: res.headers['set-cookie'],
        retryAfter: res.headers['retry-after'],
      });
    }
    return seen;
  }

  it.each(PAIRS)('%s then %s', async (first, second) => {
    const id = ++n;
    const confirmed = `confirmed.${id}@example.edu`;
    const pending = `pending.${id}@example.edu`;
    const unknown = `unknown.${id}@example.edu`;
    await signUpAndConfirm(t, confirmed);
    await signUp(t, pending);
    const mailBefore = readOutbox(t.dataDir).length;

    const expected = await observe(unknown, [first, second]);
    expect(await observe(confirmed, [first, second])).toEqual(expected);
    expect(await observe(pending, [first, second])).toEqual(expected);

    const mail = readOutbox(t.dataDir).slice(mailBefore);
    for (const message of mail) expect([confirmed, pending, unknown]).toContain(message.to);
  });
});
