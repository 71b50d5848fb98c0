// Issue 14, item 2: hidden means gone, on the server, whatever the browser did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ANSWERED } from '../../src/engine';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import {
  beginApplicationPdf,
  ensureApplicationPdf,
  settleApplicationPdf,
} from '../../src/server/pdf/application-pdfs';
import { makePng } from '../fixtures/documents';
import { logIn, newApplicant, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const ESSAY_DOC = 'additional_info_doc';
const TABS = 'additional_info_tabs';
const png = { name: 'card.png', type: 'image/png', data: makePng() };

describe.each(databaseKinds)('hidden answers and documents on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `hidden.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      // Every write is JSON (the cross-site rule): a bodiless POST sends {}.
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const profile = async (cookie: string) => (await call(cookie, 'GET', '/api/profile')).json();
  const conversion = async (cookie: string, key: string) =>
    (await call(cookie, 'GET', `/api/pdf/document-answer/${key}`)).json();
  const exists = async (objectKey: string) =>
    (await t.app.objectStore.size(objectKey)) !== undefined;

  /** A converted document: its answer is ANSWERED and its PDF stored. */
  async function convertedDocument(cookie: string, key: string): Promise<string> {
    const upload = await uploadAndConvert(t, cookie, key, png);
    expect(await t.app.worker.runOnce()).toBe(true);
    const { rows } = await t.app.db.query<{ pdf_key: string }>(
      'SELECT pdf_key FROM document_conversions WHERE file_key = $1',
      [upload.key],
    );
    const pdfKey = rows[0]?.pdf_key ?? '';
    expect(await exists(pdfKey)).toBe(true);
    expect((await profile(cookie)).answer[key]).toBe(DOCUMENT_ANSWERED);
    return pdfKey;
  }

  it('a condition that hides a question clears its answers on save', async () => {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/answer', {
      legacy_ind: 'Y',
      legacy_first_name: 'Ruth',
      legacy_last_name: 'Ng',
    });
    expect((await call(cookie, 'PUT', '/api/answer', { legacy_ind: 'N' })).statusCode).toBe(200);
    expect((await profile(cookie)).answer).toMatchObject({
      legacy_ind: 'N',
      legacy_first_name: '',
      legacy_last_name: '',
    });
  });

  it('a changed country clears the state and its label (conditional select)', async () => {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/answer', {
      country: 'USA',
      state: 'Colorado',
      state_desc: 'Colorado',
    });
    await call(cookie, 'PUT', '/api/answer', { country: 'MEX' });
    expect((await profile(cookie)).answer).toMatchObject({
      country: 'MEX',
      state: '',
      state_desc: '',
    });
  });

  it('a condition group that hides a document deletes it: object, PDF, document answer, answer', async () => {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/answer', { citizenship_type: 'R' });
    const pdfKey = await convertedDocument(cookie, CARD);
    expect((await call(cookie, 'PUT', '/api/answer', { citizenship_type: 'C' })).statusCode).toBe(
      200,
    );
    const after = await profile(cookie);
    expect(after.answer[CARD]).toBe('');
    expect(after.document_answer).toEqual({});
    expect(await conversion(cookie, CARD)).toEqual({
      status: 'not_answered',
      url: '',
      message: '',
    });
    expect(await exists(pdfKey)).toBe(false);
  });

  it('hiding a document still converting removes the conversion; the job records nothing', async () => {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/answer', { citizenship_type: 'R' });
    const { key } = await uploadAndConvert(t, cookie, CARD, png);
    await call(cookie, 'PUT', '/api/answer', { citizenship_type: 'C' });
    expect(await conversion(cookie, CARD)).toEqual({
      status: 'not_answered',
      url: '',
      message: '',
    });
    await t.app.worker.runOnce();
    expect((await profile(cookie)).answer[CARD]).toBe('');
    expect((await profile(cookie)).document_answer).toEqual({});
    expect(await exists(key)).toBe(false);
  });

  it('PUT /api/tabs refuses with 409 while the leaving tab holds a converting document', async () => {
    const cookie = await newApplicant(t, email());
    await uploadAndConvert(t, cookie, ESSAY_DOC, png);
    const res = await call(cookie, 'PUT', '/api/tabs', { tab_id: TABS, chosen_tab: 'essay' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Please wait until the file upload has completed.',
      code: 'UPLOAD_IN_PROGRESS',
    });
    expect((await call(cookie, 'GET', '/api/tabs')).json()).toEqual({});
    await t.app.worker.runOnce();
  });

  it("PUT /api/tabs deletes the leaving tab's document and answers", async () => {
    const cookie = await newApplicant(t, email());
    const pdfKey = await convertedDocument(cookie, ESSAY_DOC);
    const res = await call(cookie, 'PUT', '/api/tabs', { tab_id: TABS, chosen_tab: 'essay' });
    expect(res.statusCode).toBe(200);
    const after = await profile(cookie);
    expect(after.answer[ESSAY_DOC]).toBe('');
    expect(after.document_answer).toEqual({});
    expect(await exists(pdfKey)).toBe(false);
  });

  it('a draft never sets a document key, at /public/tmp or when merged at login', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answer: { [CARD]: DOCUMENT_ANSWERED, last_name: 'Okafor' } },
    });
    expect(draft.statusCode).toBe(200);
    const token = draft.json().token as string;
    const loaded = await t.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
    expect(loaded.json().answer).toEqual({ last_name: 'Okafor' });
    const to = email();
    await signUpAndConfirm(t, to);
    const cookie = await logIn(t, to, undefined, { draft_token: token });
    expect((await profile(cookie)).answer).toEqual({ last_name: 'Okafor' });
  });

  it('a conversion finishing after submit records nothing and deletes its output', async () => {
    const cookie = await newApplicant(t, email());
    expect((await call(cookie, 'PUT', '/api/answer', completeApplication())).statusCode).toBe(200);
    const { key } = await uploadAndConvert(t, cookie, CARD, png);
    expect((await call(cookie, 'POST', '/api/submit')).statusCode).toBe(200);
    await t.app.worker.runOnce();
    const after = await profile(cookie);
    expect(after.answer[CARD] ?? '').toBe('');
    expect(after.document_answer).toEqual({});
    expect(await exists(key)).toBe(false);
    const { rows } = await t.app.db.query<{ pdf_key: string | null }>(
      'SELECT pdf_key FROM document_conversions WHERE file_key = $1',
      [key],
    );
    expect(rows[0]?.pdf_key ?? null).toBeNull();
  });

  it('an application PDF begun before submit records nothing after it', async () => {
    const cookie = await newApplicant(t, email());
    expect((await call(cookie, 'PUT', '/api/answer', completeApplication())).statusCode).toBe(200);
    const { rows } = await t.app.db.query<{ id: string }>(
      'SELECT a.id FROM applicants a WHERE a.username = $1',
      [`hidden.${n}@example.edu`],
    );
    const applicantId = rows[0]?.id ?? '';
    const queued = await ensureApplicationPdf(t.app.db, applicantId, 'full', clock.now());
    const pdfId = queued?.row.id ?? '';
    expect(await beginApplicationPdf(t.app.db, pdfId, clock.now())).toBeDefined();
    clock.advance(MINUTE);
    expect((await call(cookie, 'POST', '/api/submit')).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect(await settleApplicationPdf(t.app.db, pdfId, { pdfKey: 'x' }, clock.now())).toBe(false);
  });
});
