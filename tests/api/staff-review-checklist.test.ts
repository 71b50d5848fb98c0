// Issue 33, an application's checklist: every item the site configures, missing until an
// upload finishes or staff mark it, each mark audited. (Notes: staff-review-notes.test.ts; the
// decision: staff-review-decision.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_ITEM } from '../../src/server/routes/staff/applications/checklist';
import { makePng } from '../fixtures/documents';
import type { TestApp } from '../helpers/app';
import { buildApplicationUnderReview } from '../helpers/application-under-review';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { staffAudit, type TestStaff } from '../helpers/staff';
import { uploadAndConvert } from '../helpers/uploads';

describe.each(databaseKinds)('the checklist (staff, issue 33) on %s', (kind) => {
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

  it('checklist: every item that applies, missing until an upload finishes or staff mark it', async () => {
    const before = (await call('GET', `${base()}/checklist`, reader.cookie)).json<{
      items: { id: string; status: string; updated_by: string | null }[];
    }>();
    // The card's question is hidden until the applicant says they are a permanent resident.
    expect(before.items.map((item) => [item.id, item.status])).toEqual([
      ['additional_info', 'missing'],
      ['transcript', 'missing'],
      ['counselor_recommendation', 'missing'],
    ]);
    expect(await auditOf('read_checklist')).toEqual([
      { staff_id: reader.id, application_id: id, detail: {} },
    ]);
    await call('PUT', '/api/answer', applicantCookie, { citizenship_type: 'R' });
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
});
