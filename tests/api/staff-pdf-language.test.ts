// Staff side by side (issue 32): an application submitted in Spanish reads in the workspace's
// English in every staff copy of its PDF — the questions and each choice's label in English
// (the codes are the same in both languages), the applicant's typed text as typed, and under
// the header the language it was submitted in, as the staff page says it — while the
// applicant's own copy stays in Spanish. Dates read as each language writes them: the stored
// 2007-04-12 is 04/12/2007 for staff, 12/04/2007 in the applicant's Spanish copy (a reader's
// copy withholds the date of birth, a sensitive answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { whileWorking } from '../helpers/jobs';
import { pdfText } from '../helpers/pdf-text';
import { newStaff, type TestStaff } from '../helpers/staff';
import { submitCompleteApplication } from '../helpers/submit';

const ENGLISH = [
  'Application for Admission',
  'About You',
  'First name\nBea',
  'Prefix (optional)\nMs.',
  'When do you plan to start?\nFall 2027',
  'Citizenship',
];
const SPANISH = [
  'Solicitud de admisión',
  'Sobre usted',
  'Nombre\nBea',
  'Tratamiento (opcional)\nSra. o Srta.',
  '¿Cuándo piensa comenzar?\nOtoño de 2027',
  'Ciudadanía',
];
const TYPED = 'Quiero estudiar ingeniería civil.';
/** The staff page's line (applicationLanguageLine), in every staff copy only. */
const SUBMITTED_IN = 'Submitted in Spanish.';

describe.each(databaseKinds)(
  'the staff copies of a Spanish application (issue 32) on %s',
  (kind) => {
    let t: TestApp;
    let admin: TestStaff;
    let reader: TestStaff;
    let applicant = '';
    let id = '';
    const text = async (res: { statusCode: number; rawPayload: Buffer }) => {
      expect(res.statusCode).toBe(200);
      return (await pdfText(res.rawPayload)).join('\n');
    };
    const staffPdf = async (cookie: string) =>
      text(
        await whileWorking(
          t,
          t.app.inject({
            method: 'GET',
            url: `/staff/api/applications/${id}/pdf`,
            headers: { cookie },
          }),
        ),
      );
    const expectEnglish = (pdf: string) => {
      for (const english of ENGLISH) expect(pdf).toContain(english);
      for (const spanish of SPANISH) expect(pdf).not.toContain(spanish);
      expect(pdf).toContain(TYPED);
      expect(pdf.split('\n')).toContain(SUBMITTED_IN);
    };

    beforeAll(async () => {
      t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
      admin = await newStaff(t, { role: 'admin' });
      reader = await newStaff(t, { role: 'reader' });
      applicant = await newApplicant(t, 'bea@example.edu');
      const chosen = await t.app.inject({
        method: 'PUT',
        url: '/api/language',
        headers: { cookie: applicant },
        payload: { language: 'es' },
      });
      expect(chosen.statusCode).toBe(200);
      await submitCompleteApplication(t, applicant, {
        first_name: 'Bea',
        birth_date: '2007-04-12',
        additional_info_essay: TYPED,
      });
      const { rows } = await t.app.db.query<{ id: string }>(
        "SELECT id FROM applicants WHERE username = 'bea@example.edu'",
      );
      id = rows[0]?.id ?? '';
    });
    afterAll(() => t.close());

    it("the admin's copy: the English question beside the choice's English label, dates month first", async () => {
      const pdf = await staffPdf(admin.cookie);
      expectEnglish(pdf);
      expect(pdf).toContain('Date of birth\n04/12/2007');
    });

    it("a reader's copy is in English too, its withheld answers said so in English", async () => {
      const pdf = await staffPdf(reader.cookie);
      expectEnglish(pdf);
      expect(pdf).toContain('Withheld (sensitive: shown only to staff granted its category)');
    });

    it("a share link's copy is in English", async () => {
      const link = await t.app.inject({
        method: 'POST',
        url: `/staff/api/applications/${id}/share-link`,
        headers: { cookie: admin.cookie },
        payload: {},
      });
      expect(link.statusCode).toBe(200);
      const pdfUrl = new URL(link.json<{ pdf_url: string }>().pdf_url);
      expectEnglish(
        await text(
          await whileWorking(
            t,
            t.app.inject({ method: 'GET', url: `${pdfUrl.pathname}${pdfUrl.search}` }),
          ),
        ),
      );
    });

    it("the applicant's own copy stays in Spanish, the same answers, dates day first", async () => {
      await t.app.inject({ method: 'GET', url: '/api/pdf', headers: { cookie: applicant } });
      while (await t.app.worker.runOnce()) {
        // run every queued job
      }
      const pdf = await text(
        await t.app.inject({ method: 'GET', url: '/api/pdf/file', headers: { cookie: applicant } }),
      );
      for (const spanish of SPANISH) expect(pdf).toContain(spanish);
      for (const english of ENGLISH) expect(pdf).not.toContain(english);
      expect(pdf).toContain(TYPED);
      expect(pdf).not.toContain(SUBMITTED_IN);
      expect(pdf).toContain('Fecha de nacimiento\n12/04/2007');
      expect(pdf).not.toContain('04/12/2007');
    });
  },
);
