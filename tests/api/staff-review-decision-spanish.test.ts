// The decision letter in the applicant's language (issues 32 and 33): a Spanish applicant reads
// site.json's letter in its Spanish, with the entry term and decision as their Spanish labels,
// on the status page (GET /api/profile) and hears of it in a Spanish e-mail; staff read the
// English letter and, beside it, the one the applicant reads. An English applicant's letter is
// the English one. The tests run in order on one application.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference, site } from '../../src/engine';
import { newApplicant } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import { buildApplicationUnderReview } from '../helpers/application-under-review';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { linkOf, readOutbox } from '../helpers/outbox';
import type { TestStaff } from '../helpers/staff';

const SOON = 5 * 60_000;
const ADMIT_EN =
  'Dear Ruth, congratulations! We are delighted to offer you admission to Sample University.';
const ADMIT_ES =
  'Estimado/a Ruth: ¡Felicitaciones! Tenemos el gusto de ofrecerle la admisión a Sample University.';
const DENY_EN =
  'Thank you for applying to Sample University. After careful review, we are unable to offer you admission.';
const DENY_ES =
  'Gracias por presentar su solicitud a Sample University. Después de revisarla con detenimiento, no nos es posible ofrecerle la admisión.';

describe.each(databaseKinds)('the decision letter in Spanish (issues 32, 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  let applicantCookie = '';
  let id = '';
  const clock = new TestClock();
  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const decide = (cookie: string, applicationId: string, body: object) =>
    call('PUT', `/staff/api/applications/${applicationId}/decision`, cookie, body);
  const ownLetter = async (cookie = applicantCookie) =>
    (await call('GET', '/api/profile', cookie)).json<{ decision: { letter: string } | null }>()
      .decision?.letter;
  const chooseLanguage = async (language: 'en' | 'es') =>
    expect((await call('PUT', '/api/language', applicantCookie, { language })).statusCode).toBe(
      200,
    );
  const decisionMails = async () => {
    while (await t.app.worker.runOnce());
    await t.app.mail.idle();
    return readOutbox(t.dataDir).filter((m) => m.to === 'ruth@example.edu');
  };

  beforeAll(async () => {
    ({ t, admin, reader, applicantCookie, id } = await buildApplicationUnderReview(kind, clock));
    await t.app.db.query('UPDATE applicants SET submitted_at = $2 WHERE id = $1', [
      id,
      clock.now(),
    ]);
    await chooseLanguage('es');
  });
  afterAll(() => t.close());

  it("site.json's letter: Spanish on the status page and in the e-mail, English for staff", async () => {
    expect(
      (await call('GET', `/staff/api/applications/${id}/decision`, admin.cookie)).json(),
    ).toEqual({ decision: null, applicant_language: 'es' });
    const res = await decide(admin.cookie, id, { decision: 'admit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      letter: ADMIT_EN,
      applicant_language: 'es',
      applicant_letter: ADMIT_ES,
    });
    expect(await ownLetter()).toBe(ADMIT_ES);
    expect(
      (await call('GET', `/staff/api/applications/${id}/decision`, reader.cookie)).json(),
    ).toMatchObject({
      decision: { letter: ADMIT_EN, applicant_language: 'es', applicant_letter: ADMIT_ES },
      applicant_language: 'es',
    });

    const mail = (await decisionMails()).at(-1);
    expect(mail?.subject).toBe(`Hay una decisión sobre su solicitud de admisión a ${site.name}`);
    expect(mail?.body).toMatch(/^Estimado\/a Ruth:$/m);
    expect(mail?.body).toContain(`(número de referencia ${applicationReference(id)})`);
    expect(mail?.body).not.toMatch(/Dear|A decision|Log in/);
    // Opened on a device that never chose a language, the log-in page comes in Spanish.
    expect(linkOf(mail ?? { body: '' }, '/login').searchParams.get('lang')).toBe('es');
    // The e-mail says a decision is there, never what it is.
    expect(mail?.body).not.toContain('Felicitaciones');
  });

  it("the workspace's way: the decision's letter sent word for word is site.json's, so in Spanish", async () => {
    const res = await decide(admin.cookie, id, { decision: 'deny', letter: DENY_EN });
    expect(res.json()).toMatchObject({ letter: DENY_EN, applicant_letter: DENY_ES });
    expect(await ownLetter()).toBe(DENY_ES);
  });

  it("an admin's own letter stays as written, its fields in Spanish for the applicant and English for staff", async () => {
    const written =
      'Resultado: {decision} para {entry_term}. {given_name} {family_name}, referencia {reference}.';
    const res = await decide(admin.cookie, id, { decision: 'admit', letter: written });
    const reference = applicationReference(id);
    const spanish = `Resultado: Admisión para Otoño de 2027. Ruth Bader, referencia ${reference}.`;
    expect(res.json()).toMatchObject({
      letter: `Resultado: Admit para Fall 2027. Ruth Bader, referencia ${reference}.`,
      applicant_letter: spanish,
    });
    expect(await ownLetter()).toBe(spanish);
  });

  it("the letter follows the account's language when it is read, and its e-mail when sent", async () => {
    const releaseAt = new Date(clock.now().getTime() + SOON).toISOString();
    await decide(admin.cookie, id, { decision: 'admit', release_at: releaseAt });
    // Switched after the decision was recorded, before its release.
    await chooseLanguage('en');
    clock.advance(SOON);
    expect(await ownLetter()).toBe(ADMIT_EN);
    const mail = (await decisionMails()).at(-1);
    expect(mail?.subject).toBe(`A decision on your application to ${site.name}`);
    expect(mail?.body).toMatch(/^Dear Ruth,$/m);
    expect(mail?.body).toMatch(/\/login$/m);
    expect(
      (await call('GET', `/staff/api/applications/${id}/decision`, admin.cookie)).json(),
    ).toMatchObject({ decision: { applicant_language: 'en', applicant_letter: ADMIT_EN } });
    await chooseLanguage('es');
    expect(await ownLetter()).toBe(ADMIT_ES);
  });

  it("an English applicant's letter is the English one, as staff read it", async () => {
    const cookie = await newApplicant(t, 'ada@example.edu');
    await call('PUT', '/api/answer', cookie, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      entry_term: '2027FA',
    });
    const { rows } = await t.app.db.query<{ id: string }>(
      "UPDATE applicants SET submitted_at = $1 WHERE username = 'ada@example.edu' RETURNING id",
      [clock.now()],
    );
    const ada = rows[0]?.id ?? '';
    const res = await decide(admin.cookie, ada, {
      decision: 'admit',
      letter: 'Dear {given_name}: {decision}, {entry_term}.',
    });
    expect(res.json()).toMatchObject({
      letter: 'Dear Ada: Admit, Fall 2027.',
      applicant_language: 'en',
      applicant_letter: 'Dear Ada: Admit, Fall 2027.',
    });
    expect(await ownLetter(cookie)).toBe('Dear Ada: Admit, Fall 2027.');
    const own = await decide(admin.cookie, ada, { decision: 'admit' });
    expect(own.json()).toMatchObject({
      letter: ADMIT_EN.replace('Ruth', 'Ada'),
      applicant_letter: ADMIT_EN.replace('Ruth', 'Ada'),
    });
    expect(await ownLetter(cookie)).toBe(ADMIT_EN.replace('Ruth', 'Ada'));
  });
});
