import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ANSWERED, FILE_MESSAGES } from '../../src/engine';
import { CONVERSION_MESSAGES } from '../../src/server/documents/convert-document';
import { makeDocx, makeEncryptedPdf, makePdf, makePng, makeZipBomb } from '../fixtures/documents';
import type { TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { pdfText } from '../helpers/pdf-text';
import { documentsApp, presign, uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const ESSAY = 'additional_info_doc';
const PNG_TYPE = 'image/png';

function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe.each(databaseKinds)('documents on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const clock = new TestClock();
  const status = async (cookie: string, key: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${key}`,
        headers: { cookie },
      })
    ).json();
  const documentAnswers = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/document-answer', headers: { cookie } })
    ).json();
  const answers = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().answer;

  beforeAll(async () => {
    ({ t, alice, bob } = await documentsApp(kind, clock));
  });
  afterAll(() => t.close());

  it("gives a POST policy for a key under the applicant's own prefix", async () => {
    const presigned = await presign(t, alice, CARD, PNG_TYPE);
    expect(presigned.url).toBe('/storage/upload');
    expect(presigned.fields.key).toMatch(
      new RegExp(`^applicants/[0-9a-f-]{36}/uploads/${CARD}/[0-9a-f-]{36}$`),
    );
    expect(presigned.fields['Content-Type']).toBe(PNG_TYPE);
    expect(Object.keys(presigned.fields).sort()).toEqual([
      'Content-Type',
      'Policy',
      'X-Signature',
      'key',
    ]);
  });

  it('keeps a document answer as the server knows it, whatever PUT /api/answer claims', async () => {
    const claim = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: bob },
      payload: { [CARD]: DOCUMENT_ANSWERED },
    });
    expect(claim.statusCode).toBe(200);
    expect((await answers(bob))[CARD] ?? '').toBe('');
    expect(await documentAnswers(bob)).toEqual({});
  });

  it('uploads a PNG, converts it, marks the answer ANSWERED and serves the PDF to its owner only', async () => {
    const png = makePng();
    const { start } = await uploadAndConvert(t, alice, CARD, {
      name: 'card.png',
      type: PNG_TYPE,
      data: png,
    });
    expect(start.json()).toEqual({ status: 'unprocessed', url: '', message: '' });
    expect(await t.app.worker.runOnce()).toBe(true);
    const done = await status(alice, CARD);
    expect(done).toEqual({
      status: 'completed',
      url: `/api/pdf/document-answer/${CARD}/file`,
      message: '',
    });
    expect(await documentAnswers(alice)).toEqual({
      [CARD]: { file_name: 'card.png', file_size: png.length },
    });
    expect((await answers(alice))[CARD]).toBe(DOCUMENT_ANSWERED);

    const file = await t.app.inject({ method: 'GET', url: done.url, headers: { cookie: alice } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="card.pdf"/);
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: done.url, headers: { cookie: bob } })).statusCode,
    ).toBe(404);
    expect(await status(bob, CARD)).toEqual({ status: 'not_answered', url: '', message: '' });
  });

  it('converts a DOCX and a PDF uploaded through the API, text intact', async () => {
    await uploadAndConvert(t, bob, ESSAY, { name: 'essay.docx', type: '', data: await makeDocx() });
    await t.app.worker.runOnce();
    const docx = await t.app.inject({
      method: 'GET',
      url: `/api/pdf/document-answer/${ESSAY}/file`,
      headers: { cookie: bob },
    });
    expect((await pdfText(docx.rawPayload)).join('\n')).toContain('Personal Statement');
    await uploadAndConvert(t, bob, ESSAY, {
      name: 'scan.pdf',
      type: 'application/pdf',
      data: await makePdf(['Scanned letter']),
    });
    await t.app.worker.runOnce();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/pdf/document-answer/${ESSAY}/file`,
      headers: { cookie: bob },
    });
    expect(await pdfText(pdf.rawPayload)).toEqual(['Scanned letter']);
    expect((await documentAnswers(bob))[ESSAY].file_name).toBe('scan.pdf');
  });

  it('fails a conversion whose bytes are not what the name says, clearing the answer', async () => {
    for (const [data, name, message] of [
      [Buffer.from('MZ this is not a picture'), 'photo.png', FILE_MESSAGES.wrongType],
      [await makeEncryptedPdf(), 'locked.pdf', CONVERSION_MESSAGES.encryptedPdf],
      [makeZipBomb(40 * 1024 * 1024), 'bomb.docx', CONVERSION_MESSAGES.docxTooLarge],
    ] as const) {
      await uploadAndConvert(t, alice, CARD, { name, type: '', data });
      await t.app.worker.runOnce();
      expect(await status(alice, CARD)).toEqual({ status: 'failed', url: '', message });
      expect(await documentAnswers(alice)).toEqual({});
      expect((await answers(alice))[CARD]).toBe('');
    }
  });

  it('throws away a conversion deleted while it waits, leaving no file behind', async () => {
    const { key } = await uploadAndConvert(t, alice, CARD, {
      name: 'card.png',
      type: PNG_TYPE,
      data: makePng(),
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/pdf/document-answer/${CARD}`,
      headers: { cookie: alice },
      payload: {},
    });
    expect(del.json()).toEqual({ status: 'not_answered', url: '', message: '' });
    await t.app.worker.runOnce();
    expect(await status(alice, CARD)).toEqual({ status: 'not_answered', url: '', message: '' });
    expect(await documentAnswers(alice)).toEqual({});
    const applicantDir = key.split('/uploads/')[0]!;
    const left = storedFiles(join(t.dataDir, 'objects')).filter(
      (f) => f.endsWith(key) || f.includes(`${applicantDir}/documents/${CARD}/`),
    );
    expect(left).toEqual([]);
  });

  it('deletes a completed document: answer, status and converted file', async () => {
    await uploadAndConvert(t, alice, CARD, { name: 'card.png', type: PNG_TYPE, data: makePng() });
    await t.app.worker.runOnce();
    expect((await status(alice, CARD)).status).toBe('completed');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/document-answer/${CARD}`,
      headers: { cookie: alice },
      payload: {},
    });
    expect(del.statusCode).toBe(200);
    expect(await status(alice, CARD)).toEqual({ status: 'not_answered', url: '', message: '' });
    expect((await answers(alice))[CARD]).toBe('');
    expect(
      storedFiles(join(t.dataDir, 'objects')).filter((f) => f.includes(`/documents/${CARD}/`)),
    ).toEqual([]);
  });

  it('refuses uploads and deletes once the application is submitted', async () => {
    await t.database.db.query(
      "UPDATE applicants SET submitted_at = now() WHERE username = 'bob@example.edu'",
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/presigned-url',
      headers: { cookie: bob },
      payload: { answer_key: CARD },
    });
    expect(res.statusCode).toBe(409);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/document-answer/${ESSAY}`,
      headers: { cookie: bob },
      payload: {},
    });
    expect(del.statusCode).toBe(409);
  });
});
