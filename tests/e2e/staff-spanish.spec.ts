// Staff side by side (issue 32): an application submitted in Spanish reads in the workspace's
// English — its language named, the English question beside the English label of the code the
// applicant chose in Spanish, in the application view and in the staff PDF.
import { expect, request, test } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text';
import {
  expectNoViolations,
  signInWithInvitation,
  startStaffServer,
  type StaffServer,
} from './support/staff';
import { submitApplicant } from './support/submitted-applicant';

const ADMIN = 'spanish.admin@example.edu';
const STAFF_PASSWORD = 'Staff-Spanish-42-harbor';

let staff: StaffServer;

test.beforeAll(async () => {
  // A server of its own, an invitation from the command line and a submission: slow when busy.
  test.setTimeout(240_000);
  staff = await startStaffServer(ADMIN);
  const applicant = await request.newContext({ baseURL: staff.server.url });
  await submitApplicant(applicant, staff.dataDir, {
    username: 'lucia.paredes@example.com',
    password: 'Correct-Horse-9-battery',
    answers: { first_name: 'Lucía', last_name: 'Paredes', entry_term: '2027FA', prefix: 'MS' },
    language: 'es',
  });
  await applicant.dispose();
});

test.afterAll(async () => {
  await staff?.stop();
});

test('an application submitted in Spanish: the view and the PDF in English, its language named', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: staff.server.url });
  const page = await context.newPage();
  await signInWithInvitation(page, ADMIN, staff.adminLink, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto('/staff/applications');
  await page.getByRole('link', { name: 'Paredes, Lucía' }).click();
  await expect(page.getByTestId('application-language')).toHaveText('Submitted in Spanish.');

  // The codes are the same in both languages: each reads with its English label.
  for (const [key, question, label] of [
    ['entry_term', 'When do you plan to start?', 'Fall 2027'],
    ['prefix', 'Prefix (optional)', 'Ms.'],
  ] as const) {
    const field = page.locator(`.print-field[id="${key}"]`);
    await expect(field.locator('.print-field__label')).toHaveText(question);
    await expect(field.locator('.print-field__value')).toHaveText(label);
  }
  const SPANISH = /¿Cuándo piensa comenzar\?|Otoño de 2027|Tratamiento|Sra\. o Srta\.|Sobre usted/;
  await expect(page.locator('main')).not.toContainText(SPANISH);
  await expectNoViolations(page);

  const href = await page
    .getByRole('link', { name: 'Download the PDF of this application' })
    .getAttribute('href');
  const pdf = await context.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  const printed = (await pdfText(await pdf.body())).join('\n');
  expect(printed).toContain('When do you plan to start?\nFall 2027');
  expect(printed).toContain('Prefix (optional)\nMs.');
  expect(printed).not.toMatch(SPANISH);
  await context.close();
});
