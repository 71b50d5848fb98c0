// Issue 33, notes on an application: staff add them, listed with author and time, audited, and
// never shown to the applicant. Also who may reach the review routes at all (notes, checklist
// and decision): a staff session, and an application that exists. The checklist:
// staff-review-checklist.test.ts; the decision: staff-review-decision.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_APPLICATION } from '../../src/server/routes/staff/applications/find-application';
import type { TestApp } from '../helpers/app';
import { buildApplicationUnderReview } from '../helpers/application-under-review';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { whileWorking } from '../helpers/jobs';
import { pdfText } from '../helpers/pdf-text';
import { staffAudit, type TestStaff } from '../helpers/staff';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NOTE = 'Spoke with Mr Quillfeather: the transcript is in the post.';

describe.each(databaseKinds)('notes and who reaches the review routes (issue 33) on %s', (kind) => {
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

  beforeAll(async () => {
    ({ t, reader, admin, applicantCookie, id } = await buildApplicationUnderReview(kind, clock));
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

  it('notes never reach the applicant: not in the profile or checklist, not in the staff PDF or their own', async () => {
    for (const url of ['/api/profile', '/api/checklist']) {
      const own = await call('GET', url, applicantCookie);
      expect(own.statusCode, url).toBe(200);
      expect(own.body, url).not.toContain('Quillfeather');
    }
    const pdf = await whileWorking(t, call('GET', `${base()}/pdf`, admin.cookie));
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Ruth');
    expect(text).not.toContain('Quillfeather');

    // The applicant's own copy exists once submitted; made now, after the notes.
    await t.app.db.query('UPDATE applicants SET submitted_at = $2 WHERE id = $1', [
      id,
      clock.now(),
    ]);
    expect((await call('GET', '/api/pdf', applicantCookie)).json()).toMatchObject({
      status: 'unprocessed',
    });
    while (await t.app.worker.runOnce()) {
      // run every queued job
    }
    expect((await call('GET', '/api/pdf', applicantCookie)).json()).toMatchObject({
      status: 'completed',
    });
    const copy = await call('GET', '/api/pdf/file', applicantCookie);
    expect(copy.statusCode).toBe(200);
    const copyText = (await pdfText(copy.rawPayload)).join('\n');
    expect(copyText).toContain('Ruth');
    expect(copyText).not.toContain('Quillfeather');
  });
});
