import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { pdfText } from '../helpers/pdf-text';
import { newStaff } from '../helpers/staff';
import { submitCompleteApplication } from '../helpers/submit';

const NOTE = 'Counsellor called: the transcript is on its way by post.';

/**
 * Internal notes stay internal (issue 33): written on a submitted application, they are in none
 * of the applicant's replies nor in their own PDF, which is made after the note was written.
 */
describe.each(databaseKinds)("an internal note and the applicant's own copy on %s", (kind) => {
  let t: TestApp;
  let applicant = '';
  const applicantGet = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: applicant } });

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    applicant = await newApplicant(t, 'noor@example.edu');
    await submitCompleteApplication(t, applicant, { first_name: 'Noor', last_name: 'Haddad' });
    const staff = await newStaff(t, { role: 'reader' });
    const { rows } = await t.app.db.query<{ id: string }>(
      "SELECT id FROM applicants WHERE username = 'noor@example.edu'",
    );
    const note = await t.app.inject({
      method: 'POST',
      url: `/staff/api/applications/${rows[0]?.id ?? ''}/notes`,
      headers: { cookie: staff.cookie },
      payload: { text: NOTE },
    });
    expect(note.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('is in neither the profile, the checklist, nor the PDF the applicant downloads', async () => {
    for (const url of ['/api/profile', '/api/checklist']) {
      const reply = await applicantGet(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).not.toContain('Counsellor');
    }
    expect((await applicantGet('/api/pdf')).json()).toMatchObject({ status: 'unprocessed' });
    while (await t.app.worker.runOnce()) {
      // run every queued job: the applicant's PDF is made now, after the note
    }
    expect((await applicantGet('/api/pdf')).json()).toMatchObject({ status: 'completed' });
    const copy = await applicantGet('/api/pdf/file');
    expect(copy.statusCode).toBe(200);
    const text = (await pdfText(copy.rawPayload)).join('\n');
    expect(text).toContain('Haddad');
    expect(text).not.toContain('Counsellor');
  });
});
