// Applicant accounts, confirming: the code accepted once, its format, expiry and tries, an
// unknown address answered like a wrong code, and resending it. (Signing up:
// account-sign-up.test.ts; logging in and resetting a password: account-login-and-reset.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { DAY, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { confirmationCodeOf, mailTo, waitForMail } from '../helpers/outbox';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = (name: string) => `${name}.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const lastCode = async (to: string, count: number) =>
    confirmationCodeOf(await waitForMail(t.dataDir, to, { subject: 'confirmation code', count }));

  describe('confirmation', () => {
    it('accepts the code once', async () => {
      const to = email('once');
      await signUp(t, to);
      const code = await lastCode(to, 1);
      expect((await post('/public/confirm', { username: to, code })).statusCode).toBe(200);
      const reuse = await post('/public/confirm', { username: to, code });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().code).toBe('BAD_CODE');
    });

    it('refuses a malformed code with the spec message', async () => {
      const res = await post('/public/confirm', { username: 'a@example.edu', code: '12345' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toEqual(['The confirmation code must be exactly 6 numbers.']);
    });

    it('expires after 24 hours', async () => {
      const to = email('late');
      await signUp(t, to);
      const code = await lastCode(to, 1);
      clock.advance(DAY + MINUTE);
      const res = await post('/public/confirm', { username: to, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_CODE');
    });

    it('is destroyed by the fifth wrong try', async () => {
      const to = email('tries');
      await signUp(t, to);
      const code = await lastCode(to, 1);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await post('/public/confirm', { username: to, code: wrong })).statusCode).toBe(400);
        // A wrong try is counted after the reply (routes/public/confirm.ts).
        await t.app.mail.idle();
      }
      expect((await post('/public/confirm', { username: to, code })).json().code).toBe('BAD_CODE');
    });

    it('answers an unknown address like a wrong code', async () => {
      const to = email('known');
      await signUp(t, to);
      const known = await post('/public/confirm', { username: to, code: '000001' });
      const unknown = await post('/public/confirm', { username: email('nobody'), code: '000001' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    });

    it('resend replaces the code', async () => {
      const to = email('resend');
      await signUp(t, to);
      const first = await lastCode(to, 1);
      const res = await post('/public/resend-confirm', { username: to });
      expect(res.statusCode).toBe(200);
      const second = await lastCode(to, 2);
      if (first !== second) {
        expect((await post('/public/confirm', { username: to, code: first })).statusCode).toBe(400);
      }
      expect((await post('/public/confirm', { username: to, code: second })).statusCode).toBe(200);
    });

    it('resend answers the same for unknown, unconfirmed and confirmed addresses', async () => {
      const confirmed = email('rc');
      await signUpAndConfirm(t, confirmed);
      const pending = email('rp');
      await signUp(t, pending);
      const bodies = await Promise.all(
        [email('ru'), pending, confirmed].map((username) =>
          post('/public/resend-confirm', { username }),
        ),
      );
      expect(new Set(bodies.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      await t.app.mail.idle();
      expect(mailTo(t.dataDir, confirmed)).toHaveLength(1); // only the first code
    });

    it('resend refuses an invalid address with the spec message', async () => {
      const res = await post('/public/resend-confirm', { username: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'You must provide a valid email address to resend a confirmation code.',
      );
    });
  });
});
