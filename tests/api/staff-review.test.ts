import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference, site } from '../../src/engine';
import { NO_SUCH_APPLICATION } from '../../src/server/routes/staff/applications/find-application';
import { NO_SUCH_ITEM } from '../../src/server/routes/staff/applications/checklist';
import {
  NOT_SUBMITTED,
  UNKNOWN_LETTER_FIELD,
} from '../../src/server/routes/staff/applications/decision';
import { publishFiles } from '../../src/server/forms/form-versions';
import { BAD_DECISION } from '../../src/server/staff/applications/search-filters';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { whileWorking } from '../helpers/jobs';
import { readOutbox } from '../helpers/outbox';
import { pdfText } from '../helpers/pdf-text';
import { newStaff, type TestStaff } from '../helpers/staff';
import { uploadAndConvert } from '../helpers/uploads';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// Short of the sessions' 15 minutes of inactivity, so nobody has to sign in again.
const SOON = 5 * 60_000;
const NOTE = 'Spoke with Mr Quillfeather: the transcript is in the post.';

describe.each(databaseKinds)('notes, checklist and decision (staff, issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let admin: TestStaff;
  let applicantCookie = '';
  let id = '';
  const clock = new TestClock();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const base = () => `/staff/api/applications/${id}`;
  const auditOf = async (action: string) =>
    (
      await t.app.db.query<{ staff_id: string; application_id: string; detail: unknown }>(
        'SELECT staff_id, application_id, detail FROM staff_audit WHERE action = $1 ORDER BY id',
        [action],
      )
    ).rows.map((row) => ({
      ...row,
      detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail,
    }));
  const profile = async () =>
    (await call('GET', '/api/profile', applicantCookie)).json<{ decision: unknown }>();

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
      { now: clock.now },
    );
    reader = await newStaff(t, { role: 'reader' });
    admin = await newStaff(t, { role: 'admin' });
    applicantCookie = await newApplicant(t, 'ruth@example.edu');
    await call('PUT', '/api/answer', applicantCookie, {
      first_name: 'Ruth',
      last_name: 'Bader',
      entry_term: '2027FA',
    });
    const { rows } = await t.app.db.query<{ id: string }>(
      "SELECT id FROM applicants WHERE username = 'ruth@example.edu'",
    );
    id = rows[0]?.id ?? '';
  });
  afterAll(() => t.close());

  it('answers 401 without a staff session or with the applicant one', async () => {
    for (const cookie of ['', applicantCookie])
      for (const [method, url, payload] of [
        ['GET', `${base()}/notes`],
        ['POST', `${base()}/notes`, { text: 'x' }],
        ['GET', `${base()}/checklist`],
        ['PUT', `${base()}/checklist/transcript`, { status: 'received' }],
        ['GET', `${base()}/decision`],
        ['PUT', `${base()}/decision`, { decision: 'admit' }],
      ] as const)
        expect((await call(method, url, cookie, payload)).statusCode, url).toBe(401);
  });

  it.each([
    ['GET', 'notes', undefined],
    ['POST', 'notes', { text: 'x' }],
    ['GET', 'checklist', undefined],
    ['PUT', 'checklist/transcript', { status: 'waived' }],
    ['GET', 'decision', undefined],
    ['PUT', 'decision', { decision: 'deny' }],
  ] as const)('%s …/%s of an unknown application answers 404', async (method, path, payload) => {
    const res = await call(
      method,
      `/staff/api/applications/${UNKNOWN}/${path}`,
      admin.cookie,
      payload,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NO_SUCH_APPLICATION });
  });

  it('notes: readers and admins add them, listed oldest first with author and time, audited', async () => {
    expect((await call('GET', `${base()}/notes`, reader.cookie)).json()).toEqual({ items: [] });
    const added = await call('POST', `${base()}/notes`, reader.cookie, { text: NOTE });
    expect(added.statusCode).toBe(201);
    const note = added.json<{ id: string }>();
    expect(note).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: NOTE,
      author: reader.username,
      created_at: clock.now().toISOString(),
    });
    clock.advance(1000);
    expect(
      (await call('POST', `${base()}/notes`, admin.cookie, { text: 'Ünïcode ✓ 漢字' })).statusCode,
    ).toBe(201);
    const { items } = (await call('GET', `${base()}/notes`, admin.cookie)).json<{
      items: { text: string; author: string }[];
    }>();
    expect(items.map((item) => [item.author, item.text])).toEqual([
      [reader.username, NOTE],
      [admin.username, 'Ünïcode ✓ 漢字'],
    ]);
    expect(await auditOf('add_note')).toEqual([
      { staff_id: reader.id, application_id: id, detail: { note_id: note.id } },
      { staff_id: admin.id, application_id: id, detail: { note_id: expect.any(String) } },
    ]);
    expect((await auditOf('read_notes')).length).toBe(2);
  });

  it('notes never reach the applicant: not in the profile, not in the PDF', async () => {
    const own = await call('GET', '/api/profile', applicantCookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Quillfeather');
    const pdf = await whileWorking(t, call('GET', `${base()}/pdf`, admin.cookie));
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Ruth');
    expect(text).not.toContain('Quillfeather');
  });

  it('checklist: every configured item, missing until an upload finishes or staff mark it', async () => {
    const before = (await call('GET', `${base()}/checklist`, reader.cookie)).json<{
      items: { id: string; status: string; updated_by: string | null }[];
    }>();
    expect(before.items.map((item) => [item.id, item.status])).toEqual([
      ['resident_card', 'missing'],
      ['additional_info', 'missing'],
      ['transcript', 'missing'],
      ['counselor_recommendation', 'missing'],
    ]);
    expect(await auditOf('read_checklist')).toEqual([
      { staff_id: reader.id, application_id: id, detail: {} },
    ]);
    await call('PUT', '/api/tabs', applicantCookie, {
      tab_id: 'additional_info_tabs',
      chosen_tab: 'upload',
    });
    await uploadAndConvert(t, applicantCookie, 'student_upload_card', {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    await t.app.worker.runOnce();
    const marked = await call('PUT', `${base()}/checklist/transcript`, reader.cookie, {
      status: 'received',
    });
    expect(marked.statusCode).toBe(200);
    const waived = await call('PUT', `${base()}/checklist/counselor_recommendation`, admin.cookie, {
      status: 'waived',
    });
    expect(waived.json().items).toEqual([
      {
        id: 'resident_card',
        label: 'Copy of the Permanent Resident Card',
        status: 'received',
        updated_by: null,
        updated_at: expect.any(String),
      },
      {
        id: 'additional_info',
        label: 'Additional information document',
        status: 'missing',
        updated_by: null,
        updated_at: null,
      },
      {
        id: 'transcript',
        label: 'High school transcript',
        status: 'received',
        updated_by: reader.username,
        updated_at: clock.now().toISOString(),
      },
      {
        id: 'counselor_recommendation',
        label: 'Counselor recommendation',
        status: 'waived',
        updated_by: admin.username,
        updated_at: clock.now().toISOString(),
      },
    ]);
    expect(await auditOf('checklist_mark')).toEqual([
      {
        staff_id: reader.id,
        application_id: id,
        detail: { item: 'transcript', status: 'received' },
      },
      {
        staff_id: admin.id,
        application_id: id,
        detail: { item: 'counselor_recommendation', status: 'waived' },
      },
    ]);
  });

  it('checklist: an unknown item is 404; a bad status is 400', async () => {
    const unknown = await call('PUT', `${base()}/checklist/essay`, admin.cookie, {
      status: 'received',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: NO_SUCH_ITEM });
    const bad = await call('PUT', `${base()}/checklist/transcript`, admin.cookie, {
      status: 'lost',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('decision: readers are refused (403) and nothing is recorded', async () => {
    const res = await call('PUT', `${base()}/decision`, reader.cookie, { decision: 'admit' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: STAFF_ADMIN_REQUIRED });
    expect((await call('GET', `${base()}/decision`, reader.cookie)).json()).toEqual({
      decision: null,
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
      `La decisión sobre su solicitud de admisión a ${site.name} (referencia ${applicationReference(id)}) ya está disponible para que usted la lea.`,
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
    await t.app.db.transaction((tx) =>
      publishFiles(
        tx,
        { ...files, 'forms/site.json': { ...site, decisions: [...site.decisions, interview] } },
        'an interview decision',
        { by: 'test', at: clock.now() },
      ),
    );
    await t.app.liveForms.refresh();
    const taken = await call('PUT', `${base()}/decision`, admin.cookie, { decision: 'interview' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ decision: 'interview', letter: 'Please come in.' });
  });
});
