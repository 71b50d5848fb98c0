import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_APPLICATION } from '../../src/server/routes/staff/applications/find-application';
import { NO_CONVERTED_FILE } from '../../src/server/routes/documents/send-converted';
import { WITHHELD_DOCUMENT } from '../../src/server/routes/staff/applications/read';
import { publishFiles } from '../../src/server/forms/form-versions';
import { applicationReference } from '../../src/engine';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { whileWorking } from '../helpers/jobs';
import { pdfText } from '../helpers/pdf-text';
import { newStaff, type TestStaff } from '../helpers/staff';
import { uploadAndConvert } from '../helpers/uploads';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('reading one application (staff) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let admin: TestStaff;
  let applicantCookie = '';
  let id = '';
  const clock = new TestClock();
  const call = (method: 'GET' | 'POST', url: string, cookie = reader.cookie) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const auditActions = async (staffId: string) =>
    (
      await t.app.db.query<{ action: string; application_id: string | null; detail: object }>(
        'SELECT action, application_id, detail FROM staff_audit WHERE staff_id = $1 ORDER BY id',
        [staffId],
      )
    ).rows;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off', SESSION_SECRET: SECRET },
      { now: clock.now },
    );
    // Granted a_number: the resident card these tests read shows the A-number.
    reader = await newStaff(t, { role: 'reader', grants: ['a_number'] });
    admin = await newStaff(t, { role: 'admin' });
    applicantCookie = await newApplicant(t, 'grace@example.edu');
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: applicantCookie },
      payload: { first_name: 'Grace', last_name: 'Hopper' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/tabs',
      headers: { cookie: applicantCookie },
      payload: { tab_id: 'additional_info_tabs', chosen_tab: 'upload' },
    });
    await uploadAndConvert(t, applicantCookie, 'student_upload_card', {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    await t.app.worker.runOnce();
    const { rows } = await t.app.db.query<{ id: string }>(
      "SELECT id FROM applicants WHERE username = 'grace@example.edu'",
    );
    id = rows[0]?.id ?? '';
  });
  afterAll(() => t.close());

  const routes = () =>
    [
      ['GET', `/staff/api/applications/${id}`],
      ['GET', `/staff/api/applications/${id}/pdf`],
      ['GET', `/staff/api/applications/${id}/documents/student_upload_card`],
      ['POST', `/staff/api/applications/${id}/share-link`],
      ['GET', '/staff/api/export.csv'],
      ['GET', '/staff/api/webhook-deliveries'],
    ] as const;

  it('answers 401 on every route without a staff session or with an applicant session', async () => {
    for (const [method, url] of routes())
      for (const cookie of ['', applicantCookie])
        expect((await call(method, url, cookie)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers 403 to a reader and 200 to an admin for the failing deliveries', async () => {
    expect((await call('GET', '/staff/api/webhook-deliveries')).statusCode).toBe(403);
    const res = await call('GET', '/staff/api/webhook-deliveries', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    expect((await auditActions(admin.id)).map((row) => row.action)).toEqual([
      'list_webhook_deliveries',
    ]);
    expect((await auditActions(reader.id)).map((row) => row.action)).toEqual([]);
  });

  it('reads the application: answers, add-another, document answers and tabs', async () => {
    const res = await call('GET', `/staff/api/applications/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'add_another',
      'answer',
      'definitions_version',
      'document_answer',
      'id',
      'language',
      'reference',
      'status',
      'submitted_at',
      'tabs',
      'username',
      'withheld',
    ]);
    expect(body).toMatchObject({
      id,
      username: 'grace@example.edu',
      language: 'en',
      status: null,
      submitted_at: null,
      answer: { first_name: 'Grace', last_name: 'Hopper', student_upload_card: 'ANSWERED' },
      document_answer: {
        student_upload_card: { file_name: 'card.png', file_size: makePng().length },
      },
      tabs: { additional_info_tabs: 'upload' },
    });
  });

  it('opens a converted document, and 404s a question without one or not a document', async () => {
    const res = await call('GET', `/staff/api/applications/${id}/documents/student_upload_card`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Named with the reference and family name, so saved files tell applications apart.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${applicationReference(id)} Hopper card.pdf"; filename*=UTF-8''${encodeURIComponent(`${applicationReference(id)} Hopper card.pdf`)}`,
    );
    const none = await call('GET', `/staff/api/applications/${id}/documents/additional_info_doc`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_CONVERTED_FILE });
    const notDocument = await call('GET', `/staff/api/applications/${id}/documents/first_name`);
    expect(notDocument.statusCode).toBe(404);
    expect(notDocument.json()).toEqual({ message: 'first_name is not a document question.' });
  });

  it('shows a document inline for the viewer beside the answers: framed by our pages only, audited', async () => {
    const url = `/staff/api/applications/${id}/documents/student_upload_card`;
    const download = await call('GET', url);
    expect(download.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const res = await call('GET', `${url}?view=inline`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="${applicationReference(id)} Hopper card.pdf"`),
    );
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
    const { rows } = await t.app.db.query<{ action: string; application_id: string }>(
      `SELECT action, application_id FROM staff_audit
        WHERE action IN ('view_document', 'download_document') ORDER BY id DESC LIMIT 2`,
    );
    expect(rows).toEqual([
      { action: 'view_document', application_id: id },
      { action: 'download_document', application_id: id },
    ]);
    for (const query of ['view=attachment', 'view=inline&x=1', 'x=1'])
      expect((await call('GET', `${url}?${query}`)).statusCode, query).toBe(400);
  });

  it('downloads the application PDF through the job queue', async () => {
    const res = await whileWorking(t, call('GET', `/staff/api/applications/${id}/pdf`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(res.rawPayload)).join('\n')).toContain('Grace Hopper');
    expect(res.headers['content-disposition']).toContain(
      `filename="${applicationReference(id)} Hopper application.pdf"`,
    );
  });

  it('mints a read-only link: the service token opens this application for 24 hours', async () => {
    // Admins only (issue 33): a link shows every answer, the sensitive ones too.
    expect((await call('POST', `/staff/api/applications/${id}/share-link`)).statusCode).toBe(403);
    const res = await call('POST', `/staff/api/applications/${id}/share-link`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/about\?service_token=st1\./);
    expect(body.pdf_url).toMatch(/\/service\/pdf\?service_token=st1\./);
    // Whole seconds: the token's expiry is in seconds.
    expect(
      Math.abs(Date.parse(body.expires_at) - clock.now().getTime() - 24 * 3600_000),
    ).toBeLessThan(1000);
    const token = new URL(body.url).searchParams.get('service_token') ?? '';
    const view = await t.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().applicant.username).toBe('grace@example.edu');
  });

  it.each([
    ['GET', `/staff/api/applications/${UNKNOWN}`],
    ['GET', `/staff/api/applications/${UNKNOWN}/pdf`],
    ['GET', `/staff/api/applications/${UNKNOWN}/documents/student_upload_card`],
    ['POST', `/staff/api/applications/${UNKNOWN}/share-link`],
  ] as const)('%s %s (unknown id) answers 404', async (method, url) => {
    const res = await call(method, url, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NO_SUCH_APPLICATION });
  });

  it.each([
    ['GET', '/staff/api/applications/not-a-uuid'],
    ['GET', '/staff/api/applications/not-a-uuid/pdf'],
    ['GET', `/staff/api/applications/${UNKNOWN}/documents/Bad-Key`],
    ['POST', '/staff/api/applications/1/share-link'],
  ] as const)('%s %s (malformed) answers 400', async (method, url) => {
    const res = await call(method, url, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This is not (an application id|a question key)\.$/);
  });

  it('writes each read, download and link to the audit, naming the application', async () => {
    const rows = [...(await auditActions(reader.id)), ...(await auditActions(admin.id))];
    const forApplication = rows.filter((row) => row.application_id === id).map((row) => row.action);
    expect(forApplication).toEqual(
      expect.arrayContaining(['read', 'download_document', 'download_pdf', 'share_link']),
    );
    expect(rows.find((row) => row.action === 'download_document')?.detail).toEqual({
      key: 'student_upload_card',
    });
    expect(rows.find((row) => row.action === 'share_link')?.detail).toEqual({
      token_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('withholds the resident card, which shows the A-number, from staff not granted a_number: its file, answer and document', async () => {
    const url = `/staff/api/applications/${id}/documents/student_upload_card`;
    const given = async (cookie: string) => {
      const body = (await call('GET', `/staff/api/applications/${id}`, cookie)).json<{
        answer: Record<string, unknown>;
        document_answer: Record<string, { file_name: string }>;
        withheld: string[];
      }>();
      return {
        file: (await call('GET', url, cookie)).statusCode,
        answer: body.answer.student_upload_card ?? null,
        document: body.document_answer.student_upload_card?.file_name ?? null,
        withheld: body.withheld.includes('student_upload_card'),
      };
    };
    const kept = { file: 403, answer: null, document: null, withheld: true };
    const shown = { file: 200, answer: 'ANSWERED', document: 'card.png', withheld: false };
    expect(await given((await newStaff(t, { role: 'reader' })).cookie)).toEqual(kept);
    const religion = await newStaff(t, { role: 'reader', grants: ['religion'] });
    expect(await given(religion.cookie)).toEqual(kept);
    expect(await given(reader.cookie)).toEqual(shown);
    expect(await given(admin.cookie)).toEqual(shown);
  });

  // Last: it publishes a version the tests above do not expect.
  it('withholds a document whose question a version published since marks sensitive from staff not granted its category', async () => {
    // Uploaded on version 1, which does not mark the question.
    await uploadAndConvert(t, applicantCookie, 'additional_info_doc', {
      name: 'letter.png',
      type: 'image/png',
      data: makePng(),
    });
    await t.app.worker.runOnce();
    const { files } = t.app.liveForms.current();
    const marked = JSON.parse(
      JSON.stringify(files['forms/final-steps.json']).replace(
        '"key":"additional_info_doc"',
        '"key":"additional_info_doc","sensitive":"disability"',
      ),
    ) as object;
    await t.app.db.transaction((tx) =>
      publishFiles(tx, { ...files, 'forms/final-steps.json': marked }, 'the letter is sensitive', {
        by: 'test',
        at: clock.now(),
      }),
    );
    await t.app.liveForms.refresh();
    const url = `/staff/api/applications/${id}/documents/additional_info_doc`;
    // The reader is granted another category (a_number) only.
    const refused = await call('GET', url);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: WITHHELD_DOCUMENT }]);
    expect((await call('GET', `${url}?view=inline`)).statusCode).toBe(403);
    const given = await call('GET', url, admin.cookie);
    expect(given.statusCode).toBe(200);
    expect(given.headers['content-type']).toBe('application/pdf');
    const granted = await newStaff(t, { role: 'reader', grants: ['disability'] });
    expect((await call('GET', url, granted.cookie)).statusCode).toBe(200);
    // The application's JSON names the document (its file name) only to those granted it.
    const documentsOf = async (cookie?: string) =>
      Object.keys(
        (await call('GET', `/staff/api/applications/${id}`, cookie)).json<{
          document_answer: Record<string, unknown>;
        }>().document_answer,
      );
    expect(await documentsOf()).not.toContain('additional_info_doc');
    expect(await documentsOf(admin.cookie)).toContain('additional_info_doc');
    expect(await documentsOf(granted.cookie)).toContain('additional_info_doc');
  });
});
