import { expect, test, type Page } from '@playwright/test';
import en from '../../src/client/i18n/messages/en.json' with { type: 'json' };
import es from '../../src/client/i18n/messages/es.json' with { type: 'json' };
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { dataDir, newEmail, PASSWORD } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { waitForMail, confirmationCodeOf } from '../helpers/outbox';

/**
 * English that stays in a Spanish page: names, codes and words the same in both languages.
 * Everything else the catalogue has in English must not show on a Spanish page.
 */
const SAME_IN_BOTH = new Set(['Error', 'Error: ', 'Email address']);
const englishOnly = Object.entries(en)
  .filter(([key, text]) => es[key as keyof typeof es] !== text && !SAME_IN_BOTH.has(text))
  // The words around a placeholder or tag, long enough to be English text and not a name.
  .flatMap(([, text]) => text.split(/\{[^}]*\}|<\/?\w+>/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.length >= 6);

/** The shell's parts of the page: what the catalogue writes (the questions come from forms/). */
const SHELL =
  '.site-header, .site-footer, [data-testid="greeting-banner"], .form-actions, .auth-card';

async function expectNoEnglish(page: Page): Promise<void> {
  const texts = await page.locator(SHELL).allInnerTexts();
  const labels = await page
    .locator(`:is(${SHELL}) [aria-label], :is(${SHELL}) [placeholder]`)
    .evaluateAll((elements) =>
      elements.map(
        (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('placeholder') ?? ''}`,
      ),
    );
  const shown = [...texts, ...labels, await page.title()].join('\n');
  expect(englishOnly.filter((piece) => shown.includes(piece))).toEqual([]);
}

async function goToFinalSteps(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Pasos de la solicitud' })
    .getByRole('link', { name: /^Paso 3: / })
    .click();
  await expect(page).toHaveURL(/\/final-steps$/);
}

const switchTo = (page: Page, name: 'Español' | 'English') =>
  page.getByRole('link', { name, exact: true }).click();

test('a visitor switches to Spanish, signs up, gets the code in Spanish, fills a page and submits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = newEmail('espanol');
  await page.goto('/about');
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

  const mail = await waitForMail(dataDir(), email);
  expect(mail.subject).toBe('Su código de confirmación de Sample University');
  expect(mail.body).toContain('Gracias por comenzar su solicitud de admisión');
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

  // Submit with pages still to fill: the error summary, in Spanish.
  await goToFinalSteps(page);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('heading', { name: '¡Falta información!' })).toBeVisible();

  const complete = { ...completeApplication(), first_name: 'Ana', preferred_name: 'Anita' };
  expect((await page.request.put('/api/answer', { data: complete })).status()).toBe(200);
  // A submit with errors went back to the default route: the last page again.
  await page.reload();
  await goToFinalSteps(page);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page).toHaveURL(/\/completion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expect(page.getByTestId('greeting-banner')).toContainText('¡Gracias, Anita!');
  const receipt = await waitForMail(dataDir(), email, { subject: 'Recibimos su solicitud' });
  expect(receipt.body).toContain('Gracias por presentar su solicitud a Sample University.');
});

test('/about?lang=es is sent in Spanish, and the choice is remembered until switched back', async ({
  page,
}) => {
  const sent = await page.request.get('/about?lang=es');
  expect(await sent.text()).toContain('<html lang="es">');
  await page.goto('/about?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await switchTo(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Español', exact: true })).toBeVisible();
});

test('the switch is a link a keyboard reaches, written and marked in its own language', async ({
  page,
}) => {
  await page.goto('/login');
  const link = page.getByRole('link', { name: 'Español', exact: true });
  await expect(link).toHaveAttribute('lang', 'es');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
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

test('the Help dialog in Spanish', async ({ page }) => {
  await page.goto('/login?lang=es');
  await page.getByRole('button', { name: 'Ayuda' }).click();
  const dialog = page.getByTestId('help-modal');
  await expect(dialog.getByRole('heading', { name: 'Asistencia técnica' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await expectNoViolations(page);
});
