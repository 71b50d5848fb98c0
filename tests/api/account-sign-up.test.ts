// Applicant accounts, signing up: the confirmation code mailed, the address normalised, what
// the engine refuses, and an address already taken or waiting for confirmation answered like a
// new one, never changing its owner's password or draft. (Confirming:
// account-confirmation.test.ts; logging in and resetting a password:
// account-login-and-reset.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, PASSWORD, signUp, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { confirmationCodeOf, linkOf, waitForMail } from '../helpers/outbox';

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
});
