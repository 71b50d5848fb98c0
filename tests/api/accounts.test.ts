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
import { DAY, HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { confirmationCodeOf, linkOf, mailTo, waitForMail } from '../helpers/outbox';

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

  describe('sign-up', () => {
    it('creates an account, mails a 6-digit code in text and HTML with the institution name', async () => {
      const to = email('new');
      const res = await signUp(t, to);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      const mail = await waitForMail(t.dataDir, to, { subject: 'confirmation code' });
      expect(mail.subject).toBe('Your Sample University confirmation code');
      expect(mail.body).toMatch(/^Your confirmation code is \d{6}$/m);
      expect(mail.body).toContain('Content-Type: text/plain');
      expect(mail.body).toContain('Content-Type: text/html');
      expect(linkOf(mail, '/confirm').searchParams.get('username')).toBe(to);
    });

    it('trims and lower-cases the e-mail address', async () => {
      const to = email('mixed');
      await signUp(t, `  ${to.toUpperCase()} `);
      await waitForMail(t.dataDir, to);
      await signUpAndConfirm(t, to); // the same account: a new code replaces the first
      const cookie = await logIn(t, ` ${to.toUpperCase()}`);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      expect(profile.json().username).toBe(to);
    });

    it.each([
      [
        { username: 'not-an-email', password: PASSWORD },
        'username',
        'Your email address must be valid.',
      ],
      [{ username: 'a@example.edu', password: 'short' }, 'password', undefined],
      [{ username: 'a@example.edu', password: 'alllowercase-but-long-1' }, 'password', undefined],
      [{ username: 'a@example.edu', password: ' Leading-space-12' }, 'password', undefined],
    ])('refuses what the engine refuses: %j', async (payload, field, message) => {
      const res = await post('/public/signup', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('INVALID');
      expect(Object.keys(body.errors)).toContain(field);
      if (message) expect(body.message).toBe(message);
    });

    it('refuses a body without a password, naming the field', async () => {
      const res = await post('/public/signup', { username: 'x@example.edu' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('"password"');
    });

    it('answers an existing address exactly like a new one, and mails its owner a note', async () => {
      const taken = email('taken');
      await signUpAndConfirm(t, taken);
      const fresh = await signUp(t, email('fresh'));
      const again = await signUp(t, taken);
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.body).toBe(fresh.body);
      expect(again.headers['set-cookie']).toBeUndefined();
      const note = await waitForMail(t.dataDir, taken, { subject: 'account' });
      expect(note.subject).toBe('Your Sample University account');
      expect(note.body).not.toMatch(/confirmation code is/);
      // The owner's password did not change.
      await logIn(t, taken);
    });

    it('never changes the password or draft of an account waiting for confirmation', async () => {
      const owner = email('pending');
      const ownerDraft = await post('/public/tmp', { answer: { first_name: 'Owner' } });
      await signUp(t, owner, { draft_token: ownerDraft.json().token });
      await lastCode(owner, 1);
      // A stranger signs up the same address with their own password and draft.
      const strangerDraft = await post('/public/tmp', { answer: { first_name: 'Stranger' } });
      const fresh = await signUp(t, email('fresh'), { draft_token: strangerDraft.json().token });
      const again = await t.app.inject({
        method: 'POST',
        url: '/public/signup',
        payload: {
          username: owner,
          password: 'Strangers-Pass-99',
          draft_token: strangerDraft.json().token,
        },
      });
      await t.app.mail.idle();
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.body).toBe(fresh.body);
      // The owner gets the code again, told that the address was signed up twice.
      const mail = await waitForMail(t.dataDir, owner, { subject: 'confirmation code', count: 2 });
      expect(mail.body).toContain('signed up more than once, with different passwords');
      expect(linkOf(mail, '/confirm').searchParams.has('token')).toBe(false);
      const confirm = await post('/public/confirm', {
        username: owner,
        code: confirmationCodeOf(mail),
      });
      expect(confirm.json()).toEqual({
        message:
          'Your account has been confirmed. Choose your password with "Forgot password?" on the Log In page.',
      });
      // Neither password opens the account; the owner sets one through the mailbox.
      for (const password of [PASSWORD, 'Strangers-Pass-99']) {
        const login = await post('/public/login', { username: owner, password });
        expect(login.statusCode).toBe(400);
      }
      await post('/public/forgot-password', { username: owner });
      await t.app.mail.idle();
      const link = linkOf(await waitForMail(t.dataDir, owner, { subject: 'Reset' }), '/reset');
      const newPassword = 'Owners-Own-Pass-42';
      const reset = await post('/public/reset-password', {
        username: owner,
        password: newPassword,
        confirm_password: newPassword,
        id: link.searchParams.get('id') ?? '',
      });
      expect(reset.statusCode).toBe(200);
      const cookie = await logIn(t, owner, newPassword);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      // Nobody's draft came in: it cannot be told whose it was.
      expect(profile.json().answer.first_name).toBeUndefined();
    });

    it('resends the code to an owner who signs up again with the same password, which still works', async () => {
      const to = email('twice');
      await signUp(t, to);
      await signUp(t, to);
      const mail = await waitForMail(t.dataDir, to, { subject: 'confirmation code', count: 2 });
      expect(mail.body).not.toContain('signed up more than once');
      const confirm = await post('/public/confirm', {
        username: to,
        code: confirmationCodeOf(mail),
      });
      expect(confirm.json().message).toBe('Your account has been confirmed. Please log in.');
      await logIn(t, to);
    });

    it('lets Forgot password confirm an account waiting for confirmation: the link proves the mailbox', async () => {
      const to = email('forgot-pending');
      await signUp(t, to);
      await post('/public/forgot-password', { username: to });
      await t.app.mail.idle();
      const link = linkOf(await waitForMail(t.dataDir, to, { subject: 'Reset' }), '/reset');
      const password = 'Chosen-Later-Pass-5';
      const reset = await post('/public/reset-password', {
        username: to,
        password,
        confirm_password: password,
        id: link.searchParams.get('id') ?? '',
      });
      expect(reset.statusCode).toBe(200);
      await logIn(t, to, password);
    });
  });

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
