// Issue 33, an application's decision: admins only, after submit; hidden from the applicant
// until its release time, then shown and e-mailed in their language; its letter's fields filled
// in; the live form version's decisions. The tests run in order on one application, which the
// second of them submits. (Notes: staff-review-notes.test.ts; the checklist:
// staff-review-checklist.test.ts; the letter in Spanish: staff-review-decision-spanish.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference, site } from '../../src/engine';
import {
  NOT_SUBMITTED,
  UNKNOWN_LETTER_FIELD,
} from '../../src/server/routes/staff/applications/decision';
import { publishLive } from '../helpers/staff-forms';
import { BAD_DECISION } from '../../src/server/staff/applications/search-filters';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import type { TestApp } from '../helpers/app';
import { buildApplicationUnderReview } from '../helpers/application-under-review';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { readOutbox } from '../helpers/outbox';
import { staffAudit, type TestStaff } from '../helpers/staff';

// Short of the sessions' 15 minutes of inactivity, so nobody has to sign in again.
const SOON = 5 * 60_000;

describe.each(databaseKinds)('the decision (staff, issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let admin: TestStaff;
  let applicantCookie = '';
  let id = '';
  const clock = new TestClock();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const base = () => `/staff/api/applications/${id}`;
  const auditOf = (action: string) => staffAudit(t, action);
  const profile = async () =>
    (await call('GET', '/api/profile', applicantCookie)).json<{ decision: unknown }>();

  beforeAll(async () => {
    ({ t, reader, admin, applicantCookie, id } = await buildApplicationUnderReview(kind, clock));
  });
  afterAll(() => t.close());

  it('decision: readers are refused (403) and nothing is recorded', async () => {
    const res = await call('PUT', `${base()}/decision`, reader.cookie, { decision: 'admit' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: STAFF_ADMIN_REQUIRED });
    expect((await call('GET', `${base()}/decision`, reader.cookie)).json()).toEqual({
      decision: null,
      applicant_language: 'en',
    });
    expect((await profile()).decision).toBeNull();
    expect(await auditOf('decision')).toEqual([]);
    expect(await auditOf('read_decision')).toEqual([
      { staff_id: reader.id, application_id: id, detail: {} },
    ]);
  });

  it('decision: an application not yet submitted is refused (409) and nothing is recorded', async () => {
    const res = await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'admit' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: NOT_SUBMITTED }]);
    expect((await call('GET', `${base()}/decision`, admin.cookie)).json()).toEqual({
      decision: null,
      applicant_language: 'en',
    });
    expect(await auditOf('decision')).toEqual([]);
    // The decisions below are on the submitted application.
    await t.app.db.query('UPDATE applicants SET submitted_at = $2 WHERE id = $1', [
      id,
      clock.now(),
    ]);
  });

  it('decision: hidden from the applicant until its release time, then shown and e-mailed', async () => {
    const releaseAt = new Date(clock.now().getTime() + SOON);
    const res = await call('PUT', `${base()}/decision`, admin.cookie, {
      decision: 'admit',
      letter: 'Welcome, Ruth!',
      release_at: releaseAt.toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      decision: 'admit',
      letter: 'Welcome, Ruth!',
      applicant_language: 'en',
      applicant_letter: 'Welcome, Ruth!',
      release_at: releaseAt.toISOString(),
      released: false,
      decided_by: admin.username,
      decided_at: clock.now().toISOString(),
    });
    while (await t.app.worker.runOnce());
    await t.app.mail.idle();
    const decisionMail = () =>
      readOutbox(t.dataDir).filter((m) => m.subject.startsWith('A decision on your application'));
    expect(decisionMail()).toEqual([]);
    const own = await call('GET', '/api/profile', applicantCookie);
    expect(own.json().decision).toBeNull();
    expect(own.body).not.toContain('Welcome, Ruth');

    clock.advance(SOON);
    expect((await profile()).decision).toEqual({
      decision: 'admit',
      letter: 'Welcome, Ruth!',
      released_at: releaseAt.toISOString(),
    });
    while (await t.app.worker.runOnce());
    await t.app.mail.idle();
    expect(decisionMail().map((m) => m.to)).toEqual(['ruth@example.edu']);
    expect(decisionMail()[0]?.body).not.toContain('Welcome, Ruth');
    expect((await call('GET', `${base()}/decision`, reader.cookie)).json().decision).toMatchObject({
      decision: 'admit',
      released: true,
    });
    expect(await auditOf('decision')).toEqual([
      {
        staff_id: admin.id,
        application_id: id,
        detail: { decision: 'admit', release_at: releaseAt.toISOString() },
      },
    ]);
  });

  it("decision: the letter's fields are filled in for the applicant and the e-mail greets them by name", async () => {
    const template =
      'Dear {given_name} {family_name}: {decision} for {entry_term}. Reference {reference}.';
    const res = await call('PUT', `${base()}/decision`, admin.cookie, {
      decision: 'admit',
      letter: template,
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = `Dear Ruth Bader: Admit for Fall 2027. Reference ${applicationReference(id)}.`;
    expect(res.json()).toMatchObject({ letter: merged });
    expect((await profile()).decision).toMatchObject({ letter: merged });
    expect((await call('GET', `${base()}/decision`, reader.cookie)).json().decision).toMatchObject({
      letter: merged,
    });
    while (await t.app.worker.runOnce());
    await t.app.mail.idle();
    const mail = readOutbox(t.dataDir).at(-1);
    expect(mail?.body).toMatch(/^Dear Ruth,$/m);
    expect(mail?.body).not.toContain('{given_name}');
  });

  it("decision: the site's own letter is merged too; an unknown field is 400 naming it, nothing recorded", async () => {
    const before = await auditOf('decision');
    const bad = await call('PUT', `${base()}/decision`, admin.cookie, {
      decision: 'deny',
      letter: 'Dear {first_name}, {given_name}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      `${UNKNOWN_LETTER_FIELD}{first_name}. The fields are {given_name}, {family_name}, {reference}, {entry_term}, {decision}.`,
    );
    expect(await auditOf('decision')).toEqual(before);
    expect((await profile()).decision).toMatchObject({ decision: 'admit' });
    const own = await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'admit' });
    expect(own.json<{ letter: string }>().letter).toMatch(/^Dear Ruth, congratulations!/);
  });

  it("decision: without release_at it is released at once, with the decision's own letter", async () => {
    const res = await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'waitlist' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'waitlist', released: true });
    expect((await profile()).decision).toEqual({
      decision: 'waitlist',
      letter: expect.stringContaining('waiting list'),
      released_at: clock.now().toISOString(),
    });
  });

  it("decision: the e-mail is written in the applicant's language (issue 32)", async () => {
    const chosen = await call('PUT', '/api/language', applicantCookie, { language: 'es' });
    expect(chosen.statusCode).toBe(200);
    await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'admit' });
    while (await t.app.worker.runOnce());
    await t.app.mail.idle();
    const mail = readOutbox(t.dataDir).at(-1);
    expect(mail?.subject).toBe(`Hay una decisión sobre su solicitud de admisión a ${site.name}`);
    expect(mail?.body).toContain(
      `La decisión sobre su solicitud de admisión a ${site.name} (número de referencia ${applicationReference(id)}) ya está disponible para su consulta.`,
    );
    expect(mail?.body).toContain('Inicie sesión para verla:');
    await call('PUT', '/api/language', applicantCookie, { language: 'en' });
  });

  it('decision: a replaced future decision sends no e-mail of its own', async () => {
    const later = new Date(clock.now().getTime() + SOON).toISOString();
    await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'deny', release_at: later });
    await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'defer', release_at: later });
    clock.advance(SOON);
    const before = readOutbox(t.dataDir).length;
    while (await t.app.worker.runOnce());
    await t.app.mail.idle();
    expect(readOutbox(t.dataDir).length).toBe(before + 1);
    expect((await profile()).decision).toMatchObject({ decision: 'defer' });
  });

  it('decision: a release time that does not exist is 400', async () => {
    for (const release_at of ['2026-02-30T09:00:00Z', '2026-12-01T24:00:00Z', '2026-12-01'])
      expect(
        (await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'admit', release_at }))
          .statusCode,
        release_at,
      ).toBe(400);
  });

  it("decision: the live form version's decisions are the ones taken, not the server's first", async () => {
    const unknown = await call('PUT', `${base()}/decision`, admin.cookie, {
      decision: 'interview',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: BAD_DECISION }]);
    const { files } = t.app.liveForms.current();
    const site = files['forms/site.json'] as { decisions: object[] };
    const interview = { id: 'interview', label: 'Invite to interview', letter: 'Please come in.' };
    await publishLive(
      t,
      { ...files, 'forms/site.json': { ...site, decisions: [...site.decisions, interview] } },
      'an interview decision',
    );
    const taken = await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'interview' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ decision: 'interview', letter: 'Please come in.' });

    // A later version withdraws the entry term chosen: the letter names it as it was answered.
    const now = t.app.liveForms.current().files;
    const lists = now['forms/options/lists.json'] as { entryTerms: { value: string }[] };
    const entryTerms = lists.entryTerms.filter((term) => term.value !== '2027FA');
    await publishLive(
      t,
      { ...now, 'forms/options/lists.json': { ...lists, entryTerms } },
      'no fall 2027',
    );
    const named = await call('PUT', `${base()}/decision`, admin.cookie, {
      decision: 'admit',
      letter: '{decision} for {entry_term}.',
    });
    expect(named.json()).toMatchObject({ letter: 'Admit for Fall 2027.' });
  });
});
