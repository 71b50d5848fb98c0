import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newApplicant, PASSWORD, signUp } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { DAY, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { saveVisitorDraft } from '../helpers/visitor-draft';
import { confirmationCodeOf, linkOf, waitForMail } from '../helpers/outbox';

describe.each(databaseKinds)("a visitor's draft on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `draft.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const saveDraft = (answer: object) => saveVisitorDraft(t, answer);
  const loadDraft = (token: string) =>
    t.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
  /** Signs up with the draft, confirms on the same device and logs in: the session's cookie. */
  const signUpWithDraft = async (to: string, token: string) => {
    expect((await signUp(t, to, { draft_token: token })).statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, to);
    await t.app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username: to, code: confirmationCodeOf(mail) },
    });
    return logIn(t, to);
  };
  const profile = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();

  it('keeps the answers under a random token for 7 days', async () => {
    const token = await saveDraft({ first_name: 'Vera', optin_sms_ind: true });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await loadDraft(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ answer: { first_name: 'Vera', optin_sms_ind: true } });
    clock.advance(7 * DAY - MINUTE);
    expect((await loadDraft(token)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const gone = await loadDraft(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      message: 'This saved draft was not found or has expired.',
      code: 'DRAFT_NOT_FOUND',
    });
    const goneInSpanish = await t.app.inject({
      method: 'GET',
      url: `/public/tmp?token=${token}`,
      headers: { cookie: 'lang=es' },
    });
    expect(goneInSpanish.json()).toEqual({
      message: 'No se encontró este borrador guardado, o ya venció.',
      code: 'DRAFT_NOT_FOUND',
    });
  });

  it('refuses unknown keys and wrong types, and a missing or malformed token', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answer: { nope: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('nope');
    const missing = await t.app.inject({ method: 'GET', url: '/public/tmp' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('token');
    expect((await loadDraft('not%20a%20token')).statusCode).toBe(400);
    expect((await loadDraft('A'.repeat(43))).statusCode).toBe(404);
  });

  it('survives sign-up, confirmation and first login on the same device (draft_token at sign-up)', async () => {
    const to = email();
    const token = await saveDraft({ first_name: 'Sam', city: 'Pueblo' });
    const cookie = await signUpWithDraft(to, token);
    expect((await profile(cookie)).answer).toEqual({ first_name: 'Sam', city: 'Pueblo' });
  });

  it('comes back on another device through the link in the confirmation e-mail', async () => {
    const to = email();
    const token = await saveDraft({ last_name: 'Okafor' });
    await signUp(t, to, { draft_token: token });
    const mail = await waitForMail(t.dataDir, to);
    // Device B only has the e-mail: the link names the address and the draft.
    const link = linkOf(mail, '/confirm');
    expect(link.searchParams.get('username')).toBe(to);
    expect(link.searchParams.get('token')).toBe(token);
    const draft = await loadDraft(link.searchParams.get('token') ?? '');
    expect(draft.json().answer).toEqual({ last_name: 'Okafor' });
    await t.app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username: to, code: confirmationCodeOf(mail) },
    });
    expect((await profile(await logIn(t, to))).answer).toEqual({ last_name: 'Okafor' });
  });

  it('the resent code carries the draft link too', async () => {
    const to = email();
    const token = await saveDraft({ last_name: 'Resent' });
    await signUp(t, to, { draft_token: token });
    await waitForMail(t.dataDir, to);
    await t.app.inject({
      method: 'POST',
      url: '/public/resend-confirm',
      payload: { username: to },
    });
    const second = await waitForMail(t.dataDir, to, { count: 2 });
    expect(linkOf(second, '/confirm').searchParams.get('token')).toBe(token);
  });

  it('an unknown or empty draft token does not stop sign-up', async () => {
    expect((await signUp(t, email(), { draft_token: '' })).statusCode).toBe(200);
    const to = email();
    const res = await signUp(t, to, { draft_token: 'B'.repeat(43) });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, to);
    expect(linkOf(mail, '/confirm').searchParams.get('token')).toBeNull();
  });

  it('a draft given at login fills only unanswered keys of an existing account', async () => {
    const to = email();
    await signUp(t, to);
    const mail = await waitForMail(t.dataDir, to);
    await t.app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username: to, code: confirmationCodeOf(mail) },
    });
    const first = await logIn(t, to);
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: first },
      payload: { first_name: 'Kept' },
    });
    const token = await saveDraft({ first_name: 'Overwritten?', last_name: 'Added' });
    const cookie = await logIn(t, to, PASSWORD, { draft_token: token });
    expect((await profile(cookie)).answer).toEqual({ first_name: 'Kept', last_name: 'Added' });
  });

  it('a draft at login keeps each code with its own _desc, never beside another code', async () => {
    const to = email();
    const first = await newApplicant(t, to);
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: first },
      payload: { suffix: 'JR' },
    });
    // A code stored without a label (as one whose option was not offered when it was saved).
    await t.database.db.query(
      `UPDATE answers SET data = data || '{"suffix_desc": ""}'::jsonb
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [to],
    );
    const token = await saveDraft({
      prefix: 'MX',
      prefix_desc: '',
      suffix: 'SR',
      suffix_desc: 'Sr.',
    });
    const cookie = await logIn(t, to, PASSWORD, { draft_token: token });
    expect((await profile(cookie)).answer).toEqual({
      prefix: 'MX',
      prefix_desc: 'Mx.',
      suffix: 'JR',
      suffix_desc: '',
    });
  });

  it('a draft brought in at confirmation labels the code it fills', async () => {
    const to = email();
    const token = await saveDraft({ prefix: 'MS' });
    const cookie = await signUpWithDraft(to, token);
    expect((await profile(cookie)).answer).toEqual({ prefix: 'MS', prefix_desc: 'Ms.' });
  });
});
