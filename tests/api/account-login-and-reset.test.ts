// Applicant accounts, getting in: logging in (a wrong password, an unknown address and an
// unconfirmed account answered alike), and a forgotten password reset by a mailed link.
// (Signing up: account-sign-up.test.ts; confirming: account-confirmation.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  logIn,
  newApplicant,
  PASSWORD,
  signUp,
  signUpAndConfirm,
} from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { linkOf, mailTo, waitForMail } from '../helpers/outbox';

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

  describe('login', () => {
    it('starts a session for a confirmed account with the right password', async () => {
      const to = email('login');
      await signUpAndConfirm(t, to);
      const res = await post('/public/login', { username: to, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String), username: to });
      expect(cookieHeader(res.headers['set-cookie'])).toMatch(/session=[A-Za-z0-9_-]{43}/);
    });

    it('refuses a wrong password and an unknown address alike, with 400 (401 means a bad session)', async () => {
      const to = email('wrongpw');
      await signUpAndConfirm(t, to);
      const wrong = await post('/public/login', { username: to, password: `${PASSWORD}x` });
      const unknown = await post('/public/login', { username: email('ghost'), password: PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: 'The email address or password is incorrect.',
        code: 'BAD_CREDENTIALS',
      });
      expect(unknown.body).toBe(wrong.body);
    });

    it('answers an unconfirmed account (right password) exactly like a wrong password', async () => {
      const to = email('unconfirmed');
      await signUp(t, to);
      const res = await post('/public/login', { username: to, password: PASSWORD });
      const wrong = await post('/public/login', { username: email('ghost'), password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(wrong.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('validates with the spec messages', async () => {
      const res = await post('/public/login', { username: 'bad', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        username: ['Please provide a valid email address.'],
        password: ['Password is required.'],
      });
    });
  });

  describe('forgot and reset password', () => {
    async function resetLink(to: string, count = 1) {
      return linkOf(await waitForMail(t.dataDir, to, { subject: 'Reset', count }), '/reset');
    }

    it('mails a reset link; the reset works once, ends every session, and the new password logs in', async () => {
      const to = email('reset');
      const cookie = await newApplicant(t, to);
      expect((await post('/public/forgot-password', { username: to })).statusCode).toBe(200);
      const link = await resetLink(to);
      expect(link.origin).toBe(t.config.publicUrl);
      expect(link.searchParams.get('username')).toBe(to);
      const id = link.searchParams.get('id') ?? '';
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const password = 'Another-Good-Pass-7';
      const body = { username: to, password, confirm_password: password, id };
      const res = await post('/public/reset-password', body);
      expect(res.statusCode).toBe(200);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      expect(profile.statusCode).toBe(401);
      expect((await post('/public/reset-password', body)).json().code).toBe('BAD_RESET_LINK');
      await logIn(t, to, password);
      const old = await post('/public/login', { username: to, password: PASSWORD });
      expect(old.statusCode).toBe(400);
    });

    it('expires a reset link after 1 hour', async () => {
      const to = email('resetlate');
      await signUpAndConfirm(t, to);
      await post('/public/forgot-password', { username: to });
      const id = (await resetLink(to)).searchParams.get('id');
      clock.advance(HOUR + MINUTE);
      const res = await post('/public/reset-password', {
        username: to,
        password: 'Another-Good-Pass-7',
        confirm_password: 'Another-Good-Pass-7',
        id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_RESET_LINK');
    });

    it('refuses a link used for another account, mismatched passwords and weak passwords', async () => {
      const to = email('resetother');
      await signUpAndConfirm(t, to);
      await post('/public/forgot-password', { username: to });
      const id = (await resetLink(to)).searchParams.get('id');
      const other = await post('/public/reset-password', {
        username: email('someone'),
        password: 'Another-Good-Pass-7',
        confirm_password: 'Another-Good-Pass-7',
        id,
      });
      expect(other.json().code).toBe('BAD_RESET_LINK');
      const mismatch = await post('/public/reset-password', {
        username: to,
        password: 'Another-Good-Pass-7',
        confirm_password: 'Another-Good-Pass-8',
        id,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors.confirm_password).toEqual(['passwords must match']);
      const weak = await post('/public/reset-password', {
        username: to,
        password: 'weak',
        confirm_password: 'weak',
        id,
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password.length).toBeGreaterThan(0);
    });

    it('answers the same for known and unknown addresses and mails only the known', async () => {
      const to = email('forgotknown');
      await signUpAndConfirm(t, to);
      const stranger = email('forgotunknown');
      const known = await post('/public/forgot-password', { username: to });
      const unknown = await post('/public/forgot-password', { username: stranger });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      await t.app.mail.idle();
      expect(mailTo(t.dataDir, stranger)).toHaveLength(0);
      expect(mailTo(t.dataDir, to).filter((m) => m.subject.includes('Reset'))).toHaveLength(1);
    });

    it('confirms an unconfirmed account through a reset (the link proves the mailbox)', async () => {
      const to = email('resetconfirms');
      await signUp(t, to);
      await post('/public/forgot-password', { username: to });
      const id = (await resetLink(to)).searchParams.get('id');
      const password = 'Another-Good-Pass-7';
      await post('/public/reset-password', {
        username: to,
        password,
        confirm_password: password,
        id,
      });
      await logIn(t, to, password);
    });
  });
});
