// Issue 29: an application is read with the form version it was answered on. One whose first
// write is not the applicant's own save (a visitor's draft carried at sign-up) records the version
// live at that write, not version 1; a document whose question a later version removed is still
// the applicant's and the office's to read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/documents';
import { newApplicant, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff } from '../helpers/staff';
import { publishLive, retitled } from '../helpers/staff-forms';
import { uploadAndConvert } from '../helpers/uploads';

describe.each(databaseKinds)('reads with the own form version on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    await publishLive(t, retitled('About You, again'), 'a new title');
  });
  afterAll(() => t.close());

  it('records the live version when a draft carried at sign-up makes the answers', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answer: { first_name: 'Sam' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    await signUpAndConfirm(t, 'sam@example.edu', { draft_token: draft.json().token });
    const { rows } = await t.database.db.query<{ id: string; form_version: number | null }>(
      `SELECT p.id, a.form_version FROM applicants p JOIN answers a ON a.applicant_id = p.id
        WHERE p.username = 'sam@example.edu'`,
    );
    expect(rows).toEqual([{ id: expect.any(String), form_version: 2 }]);
    expect(await t.app.repos.formVersions.ofApplication(rows[0]?.id ?? '')).toBe(2);
  });

  it('records the live version when a tab switch clears answers by it', async () => {
    const cookie = await newApplicant(t, 'tabs@example.edu');
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
    expect((await put('/api/answer', { additional_info_essay: 'An essay' })).statusCode).toBe(200);
    await publishLive(t, retitled('About You, once more'), 'another title');
    const version = t.app.liveForms.current().version;
    const switched = await put('/api/tabs', {
      tab_id: 'additional_info_tabs',
      chosen_tab: 'upload',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const { rows } = await t.database.db.query<{ form_version: number }>(
      `SELECT a.form_version FROM answers a JOIN applicants p ON p.id = a.applicant_id
        WHERE p.username = 'tabs@example.edu'`,
    );
    expect(rows).toEqual([{ form_version: version }]);
  });

  it('serves a document whose question the live version no longer has as a document', async () => {
    const cookie = await newApplicant(t, 'doc@example.edu');
    await uploadAndConvert(t, cookie, 'additional_info_doc', {
      name: 'letter.pdf',
      type: 'application/pdf',
      data: await makePdf(['A letter']),
    });
    await t.app.worker.runOnce();
    const { files } = t.app.liveForms.current();
    const noFile = JSON.stringify(files['forms/final-steps.json']).replace(
      '"key":"additional_info_doc","widget":"file"',
      '"key":"additional_info_doc","widget":"text"',
    );
    expect(noFile).not.toBe(JSON.stringify(files['forms/final-steps.json']));
    await publishLive(t, { ...files, 'forms/final-steps.json': JSON.parse(noFile) }, 'no upload');

    const get = (url: string, who: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: who } });
    const status = await get('/api/pdf/document-answer/additional_info_doc', cookie);
    expect([status.statusCode, status.json().status]).toEqual([200, 'completed']);
    const file = await get('/api/pdf/document-answer/additional_info_doc/file', cookie);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    const { rows } = await t.database.db.query<{ id: string }>(
      `SELECT id FROM applicants WHERE username = 'doc@example.edu'`,
    );
    const admin = await newStaff(t, { role: 'admin' });
    const staffUrl = `/staff/api/applications/${rows[0]?.id}/documents/additional_info_doc`;
    expect((await get(staffUrl, admin.cookie)).statusCode).toBe(200);
    // A key that is no document question of either version is still refused.
    expect((await get('/api/pdf/document-answer/first_name', cookie)).statusCode).toBe(404);
  });
});
