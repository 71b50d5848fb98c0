// The Spanish walk of issue 32: every Spanish text at rest, every card, every applicant page,
// the error summary, the field messages, check your answers, the account popover, the success
// toast, the status page with the answers sent, the applicant's PDF copy and the e-mails, each
// with no English left (support/english-left.ts) and axe clean.
// The dialogs are spanish-dialogs.spec.ts, the repeated entries and files spanish-widgets.spec.ts.
import { expect, test } from '@playwright/test';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { waitForMail } from '../helpers/outbox';
import { dataDir, PASSWORD } from './support/accounts';
import { logInNewApplicant } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { expectNoEnglish, expectNoEnglishIn, spanishTexts } from './support/english-left';
import { applicationPdf, goToFinalSteps, goToStep } from './support/spanish';

test('no Spanish text holds English: the catalogue, the forms, the refusals, the e-mails, the PDF', () => {
  expectNoEnglishIn(spanishTexts(), 'the Spanish texts');
});

test('the password-reset and account-exists e-mails of a Spanish account: no English left', async ({
  page,
}) => {
  const email = await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  const forgot = await page.request.post('/public/forgot-password', { data: { username: email } });
  expect(forgot.status(), await forgot.text()).toBe(200);
  const reset = await waitForMail(dataDir(), email, { subject: 'Restablezca su contraseña' });
  expectNoEnglishIn(reset.body, 'the password-reset e-mail');
  const again = await page.request.post('/public/signup', {
    data: { username: email, password: PASSWORD },
  });
  expect(again.status(), await again.text()).toBe(200);
  const exists = await waitForMail(dataDir(), email, { subject: 'Su cuenta de' });
  expectNoEnglishIn(exists.body, 'the account-exists e-mail');
});

for (const path of [
  '/about',
  '/signup',
  '/login',
  '/confirm',
  '/forgot',
  '/reset?username=a@example.com&id=x',
]) {
  test(`${path} in Spanish has no English left in the shell, and axe finds nothing`, async ({
    page,
  }) => {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoViolations(page);
  });
}

test('every applicant page in Spanish, the error summary, the status page and the PDF: no English left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  // Complete, with the Final Steps sections a "Yes" opens, and a required name left out; what
  // the applicant writes in words, written in Spanish (names and addresses stay as they are).
  const answers = {
    ...completeApplication(),
    mailing_attention: 'Oficina de la residencia',
    parent_job_title: 'Enfermera',
    suspended_comment: 'Me suspendieron un día en noveno grado y aprendí a hablar con calma.',
    conviction: 'Y',
    conviction_desc: 'Yes',
    conviction_comment: 'Una multa de tránsito.',
    first_name: '',
    last_name: 'Rivera',
  };
  expect((await page.request.put('/api/answer', { data: answers })).status()).toBe(200);

  await page.goto('/about?lang=es');
  await expect(page.locator('#first_name')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre usted' })).toBeVisible();
  // The Final Steps submit with the name missing: the summary and the field's message.
  await goToFinalSteps(page);
  await expect(page.locator('#conviction_comment')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: '¡Falta información!' });
  await expect(summary.getByRole('link', { name: 'El nombre es obligatorio.' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoViolations(page);

  // The account popover: who is logged in, and the way out.
  await page.getByRole('button', { name: 'Cuenta' }).click();
  const account = page.getByRole('group', { name: 'Cuenta' });
  await expect(account.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectNoEnglish(page, '.account__panel');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();

  for (const [step, heading] of [
    [1, 'Sobre usted'],
    [2, 'Estudios'],
    [3, 'Pasos finales'],
  ] as const) {
    await goToStep(page, step);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoViolations(page);
  }
  // The question's own message, beside it, in Spanish.
  await goToStep(page, 1);
  await expect(page.locator('main').getByText('El nombre es obligatorio.')).toBeVisible();

  // Switching on a filled page keeps every answer and shows the same page in English.
  await page.locator('#first_name').fill('Ana');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About You' })).toBeVisible();
  await expect(page).toHaveURL(/\/about/);
  await expect(page.locator('#first_name')).toHaveValue('Ana');
  await expect(page.locator('#last_name')).toHaveValue('Rivera');
  // A choice keeps its code and shows its label in the page's language.
  await expect(page.locator('#prefix')).toHaveValue('Ms.');
  await page.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre usted' })).toBeVisible();
  await expect(page.locator('#first_name')).toHaveValue('Ana');
  await expect(page.locator('#last_name')).toHaveValue('Rivera');
  await expect(page.locator('#prefix')).toHaveValue('Sra. o Srta.');

  // Check your answers, then the submit and the status page.
  await goToStep(page, 3);
  await page.getByRole('button', { name: 'Revisar sus respuestas' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText('Una multa de tránsito.')).toBeVisible();
  await expectNoEnglish(page);
  await expectNoViolations(page);

  await goToStep(page, 3);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page).toHaveURL(/\/completion$/);
  // The success toast, held open under the pointer while it is read.
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Su solicitud se envió correctamente.' });
  await toast.hover();
  await expect(toast).toContainText('Listo');
  await expectNoEnglish(page, '.toaster');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expect(page.getByTestId('applicant-checklist')).toBeVisible();
  await expectNoEnglish(page);
  await expectNoViolations(page);
  // What was sent, every answer, opened on request.
  await page.getByRole('button', { name: 'Ver su solicitud' }).click();
  const sent = page.getByRole('region', { name: 'Su solicitud' });
  await expect(sent.getByText('Una multa de tránsito.')).toBeVisible();
  await expectNoEnglish(page, '#submitted-answers');

  const pdf = await applicationPdf(page);
  expectNoEnglishIn(pdf, 'the PDF copy');
  for (const spanish of ['Solicitud de admisión', 'Sobre usted', 'Apellido', 'Pasos finales'])
    expect(pdf).toContain(spanish);
  for (const english of ['About You', 'Last name (family name)', 'Final Steps'])
    expect(pdf).not.toContain(english);
});
