// The Spanish journey of issue 32, on a server of its own so that staff read the very
// application it submits: a visitor switches to Spanish, signs up, gets the code e-mail in
// Spanish, fills the Final Steps page through the page, meets its Spanish messages, submits,
// and staff see the application's language. About You and Academics are answered through the
// API (the journey fills one page); the walk of every page is spanish-walk.spec.ts.
import { expect, test } from '@playwright/test';
import es from '../../src/client/i18n/messages/es.json' with { type: 'json' };
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { confirmationCodeOf, waitForMail } from '../helpers/outbox';
import { newEmail, PASSWORD } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { expectNoEnglishIn } from './support/english-left';
import { byKey, fill, pick } from './support/form';
import { waitForHydration } from './support/hydration';
import { goToFinalSteps, switchTo } from './support/spanish';
import { signInWithInvitation, staffServerPerFile } from './support/staff';

const ADMIN = 'spanish.journey.admin@example.edu';
const STAFF_PASSWORD = 'Staff-Journey-42-harbor';
/** The Final Steps page's answers, left to the page (each with its `_desc` where it has one). */
const FINAL_STEPS = new Set([
  'conviction',
  'conviction_comment',
  'suspended',
  'suspended_comment',
  'additional_info_doc',
  'additional_info_essay',
  'counselor_waiver_request',
  'legal_agree',
  'signature',
]);
const SIGNATURE_MISSING = 'Escriba su nombre completo como firma.';

const staff = staffServerPerFile(ADMIN);

test('a visitor switches to Spanish, signs up, gets the code in Spanish, fills a page, meets its messages and submits; staff see its language', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: staff().server.url });
  const page = await context.newPage();
  const email = newEmail('espanol');
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchTo(page, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  await expect(page.getByTestId('greeting-banner')).toContainText('¡Hola!');
  await page.locator('#first_name').fill('Ana');

  await page.getByRole('link', { name: 'Cree una cuenta' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible();
  await expect(page.getByTestId('carried-answers-note')).toHaveText(es['signup.carried']);
  await page.getByLabel('Correo electrónico').fill('not-an-address');
  await page.getByLabel('Contraseña', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Su correo electrónico debe ser válido.')).toBeVisible();
  await expect(page.getByText('La contraseña debe tener al menos 12 caracteres.')).toBeVisible();
  await expect(page.getByTestId('checklist-length')).toContainText('Al menos 12 caracteres');

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme su cuenta' })).toBeVisible();
  await expect(page.getByTestId('confirm-message')).toHaveText(es['reply.signupSent']);

  const mail = await waitForMail(staff().dataDir, email);
  expect(mail.subject).toBe('Su código de confirmación de Sample University');
  expect(mail.body).toContain('Gracias por comenzar su solicitud de admisión');
  expectNoEnglishIn(mail.body, 'the code e-mail');
  await page.getByLabel('Código de confirmación').fill(confirmationCodeOf(mail));
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByTestId('login-message')).toHaveText(es['reply.confirmed']);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('greeting-banner')).toContainText('¡Listo, ya tiene acceso!');
  await expect(page.locator('#first_name')).toHaveValue('Ana');
  const profile = (await (await page.request.get('/api/profile')).json()) as { language: string };
  expect(profile.language).toBe('es');

  // About You and Academics through the API, the name typed as a visitor kept.
  const others = Object.entries({ ...completeApplication(), preferred_name: 'Anita' }).filter(
    ([key]) => key !== 'first_name' && !FINAL_STEPS.has(key.replace(/_desc$/, '')),
  );
  const saved = await page.request.put('/api/answer', { data: Object.fromEntries(others) });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(page.locator('#first_name')).toHaveValue('Ana');

  // Final Steps through the page, the signature left out: its message, in Spanish.
  await goToFinalSteps(page);
  await pick(page, 'conviction', 'N');
  await pick(page, 'suspended', 'N');
  await pick(page, 'counselor_waiver_request', 'Y');
  await expect(
    page.getByText('Marque la casilla de abajo para aceptar esta declaración.'),
  ).toBeVisible();
  await byKey(page, 'legal_agree').check();
  await expect(
    page.getByText('Gracias. Ahora escriba su nombre completo para firmar.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: '¡Falta información!' });
  await expect(summary.getByRole('link')).toHaveText([SIGNATURE_MISSING]);
  await summary.getByRole('link', { name: SIGNATURE_MISSING }).click();
  await expect(page).toHaveURL(/\/final-steps#signature$/);
  await expect(page.locator('[id="signature__error"]')).toContainText(SIGNATURE_MISSING);
  await expect(page.locator('[aria-describedby~="signature__error"]')).toHaveCount(1);
  await expectNoViolations(page);

  await fill(page, 'signature', 'Ana Rivera');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page).toHaveURL(/\/completion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expect(page.getByTestId('greeting-banner')).toContainText('¡Gracias, Anita!');
  const receipt = await waitForMail(staff().dataDir, email, { subject: 'Recibimos su solicitud' });
  expect(receipt.body).toContain('Gracias por presentar su solicitud a Sample University.');
  expectNoEnglishIn(receipt.body, 'the receipt');
  await context.close();

  // Staff, on the same server, open that application: its language is named.
  const office = await browser.newContext({ baseURL: staff().server.url });
  const staffPage = await office.newPage();
  await signInWithInvitation(staffPage, ADMIN, staff().adminLink, STAFF_PASSWORD);
  await expect(staffPage).toHaveURL(/\/staff$/);
  await staffPage.goto('/staff/applications');
  await staffPage.getByRole('link', { name: 'Rivera, Ana' }).click();
  await expect(staffPage.getByTestId('application-language')).toHaveText('Submitted in Spanish.');
  await office.close();
});
