import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, site } from '../../src/engine';
import { PDF_FAILED, PDF_RETRY_AFTER_MS } from '../../src/server/pdf/application-pdfs';
import { NOT_SUBMITTED } from '../../src/server/routes/documents/application-pdf';
import { makePdf } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { pdfText } from '../helpers/pdf-text';
import { uploadAndConvert } from '../helpers/uploads';

describe.each(databaseKinds)('application PDF on %s', (kind) => {
  let t: TestApp;
  let ada: string;
  let bob: string;
  const pdfStatus = async (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/pdf', headers: { cookie } });
  const drain = async () => {
    while (await t.app.worker.runOnce()) {
      // run every queued job
    }
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    ada = await newApplicant(t, 'ada@example.edu');
    bob = await newApplicant(t, 'bob@example.edu');
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: ada },
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        country: 'USA',
        country_desc: 'United States',
        mailing_addr_same_as_perm_addr: true,
      },
    });
    expect(save.statusCode).toBe(200);
    await uploadAndConvert(t, ada, 'additional_info_doc', {
      name: 'letter.pdf',
      type: 'application/pdf',
      data: await makePdf(['Letter of recommendation']),
    });
    await drain();
  });
  afterAll(() => t.close());

  it('is refused before submission', async () => {
    const res = await pdfStatus(ada);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NOT_SUBMITTED });
  });

  it('is made by a job, then downloads as an attachment with the answers and the documents', async () => {
    await t.database.db.query(
      "UPDATE applicants SET submitted_at = '2026-03-01T17:30:00Z' WHERE username = 'ada@example.edu'",
    );
    expect((await pdfStatus(ada)).json()).toEqual({ status: 'unprocessed', url: '', message: '' });
    await drain();
    const ready = (await pdfStatus(ada)).json();
    expect(ready).toEqual({ status: 'completed', url: '/api/pdf/file', message: '' });

    const file = await t.app.inject({ method: 'GET', url: ready.url, headers: { cookie: ada } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="application.pdf"/);
    const spanish = await t.app.inject({
      method: 'GET',
      url: ready.url,
      headers: { cookie: `${ada}; lang=es` },
    });
    expect(spanish.headers['content-disposition']).toMatch(/^attachment; filename="solicitud.pdf"/);
    const pagesText = await pdfText(file.rawPayload);
    const text = pagesText.join('\n');
    for (const expected of [
      site.name,
      'Application for Admission',
      // Issue 14: the header the staff print view shows, times in the institution's zone.
      'Applicant\nAda Lovelace',
      'E-mail\nada@example.edu',
      'Status\n',
      'Submitted\nMarch 1, 2026 at 10:30 AM MST',
      'Reference\n',
      pages.about.title,
      'Personal information',
      'First name',
      'Ada',
      'Country',
      'United States',
      '[X] My mailing address is the same as my permanent address',
      'Attached: letter.pdf',
      'Document: ',
      'Letter of recommendation',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Mailing address\n');
    // The document's own page comes last, after its title page.
    expect(pagesText.at(-1)).toContain('Letter of recommendation');
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(pagesText.length);
  });

  it('is served to its owner only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pdf/file', headers: { cookie: bob } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/pdf/file' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/pdf' })).statusCode).toBe(401);
  });

  it('stays current: unchanged data reuses the PDF, changed data makes a new one', async () => {
    expect((await pdfStatus(ada)).json().status).toBe('completed');
    await t.database.db.query(
      `UPDATE answers SET data = data || '{"first_name": "Augusta"}'::jsonb
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = 'ada@example.edu')`,
    );
    expect((await pdfStatus(ada)).json().status).toBe('unprocessed');
    await drain();
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/pdf/file',
      headers: { cookie: ada },
    });
    expect((await pdfText(file.rawPayload)).join('\n')).toContain('Augusta Lovelace');
    const { rows } = await t.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM jobs',
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('shows a failure until the pause is over, then tries again; a change tries at once', async () => {
    const failAt = async (at: string) =>
      t.database.db.query(
        `UPDATE application_pdfs SET status = 'failed', message = $1, pdf_key = NULL, updated_at = ${at}
          WHERE applicant_id = (SELECT id FROM applicants WHERE username = 'ada@example.edu')`,
        [PDF_FAILED],
      );
    const jobs = async () =>
      (await t.database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs'))
        .rows[0]?.count;
    await failAt('now()');
    // Polled again and again, the failure stands: the page shows its message and stops polling.
    for (let poll = 0; poll < 3; poll++)
      expect((await pdfStatus(ada)).json()).toEqual({
        status: 'failed',
        url: '',
        message: PDF_FAILED,
      });
    expect(await jobs()).toBe(0);
    // In the device's language, as the completion page shows it.
    expect((await pdfStatus(`${ada}; lang=es`)).json().message).toBe(
      'No pudimos crear el PDF de su solicitud. Inténtelo de nuevo más tarde.',
    );
    await failAt(`now() - interval '${PDF_RETRY_AFTER_MS + 1000} milliseconds'`);
    expect((await pdfStatus(ada)).json().status).toBe('unprocessed');
    expect(await jobs()).toBe(1);
    await drain();
    expect((await pdfStatus(ada)).json().status).toBe('completed');

    await failAt('now()');
    await t.database.db.query(
      `UPDATE answers SET data = data || '{"first_name": "Ada"}'::jsonb
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = 'ada@example.edu')`,
    );
    expect((await pdfStatus(ada)).json().status).toBe('unprocessed');
    await drain();
    expect((await pdfStatus(ada)).json().status).toBe('completed');
  });

  it('is written in the language the application was submitted in (issue 32)', async () => {
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie: bob }, payload });
    expect((await put('/api/language', { language: 'es' })).statusCode).toBe(200);
    const saved = await put('/api/answer', {
      first_name: 'Bea',
      last_name: 'Ruiz',
      country: 'USA',
      // Written in English by the page whatever the applicant reads; the PDF names the code.
      country_desc: 'United States',
    });
    expect(saved.statusCode).toBe(200);
    await uploadAndConvert(t, bob, 'additional_info_doc', {
      name: 'carta.pdf',
      type: 'application/pdf',
      data: await makePdf(['Carta de recomendación']),
    });
    await drain();
    await t.database.db.query(
      `UPDATE applicants SET submitted_at = '2026-03-01T17:30:00Z', submitted_language = language
        WHERE username = 'bob@example.edu'`,
    );
    // Read in English afterwards: the copy stays in the language it was submitted in.
    expect((await put('/api/language', { language: 'en' })).statusCode).toBe(200);
    await pdfStatus(bob);
    await drain();
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/pdf/file',
      headers: { cookie: bob },
    });
    expect(file.statusCode).toBe(200);
    const text = (await pdfText(file.rawPayload)).join('\n');
    for (const expected of [
      'Solicitud de admisión',
      'Solicitante\nBea Ruiz',
      'Correo electrónico\nbob@example.edu',
      'Enviada\n1 de marzo de 2026',
      'Sobre usted',
      'Información personal',
      'Nombre\nBea',
      'País\nEstados Unidos',
      // The appended document under its question's Spanish label.
      'Documento: Cargar un documento',
      'página 1 de',
    ])
      expect(text).toContain(expected);
    for (const english of [
      'Application for Admission',
      pages.about.title,
      'First name',
      'United States',
      'Upload a document',
    ])
      expect(text).not.toContain(english);
  });
});
