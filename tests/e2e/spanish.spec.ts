import { expect, test, type Page } from '@playwright/test';
import es from '../../src/client/i18n/messages/es.json' with { type: 'json' };
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { dataDir, newEmail, PASSWORD } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { expectNoEnglish } from './support/english-left';
import { waitForMail, confirmationCodeOf } from '../helpers/outbox';
import { pdfText } from '../helpers/pdf-text';
import { logInNewApplicant } from './support/applicant';
import { waitForInactivityTimer } from './support/inactivity-clock';
import { waitForHydration } from './support/hydration';
import { collectErrors } from './support/page-errors';
import { makePdf } from '../fixtures/documents';

const STEP_PATHS = { 1: /\/about$/, 2: /\/education$/, 3: /\/final-steps$/ } as const;

async function goToStep(page: Page, step: 1 | 2 | 3): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Pasos de la solicitud' })
    .getByRole('link', { name: new RegExp(`^Paso ${step}: `) })
    .click();
  await expect(page).toHaveURL(STEP_PATHS[step]);
}

const goToFinalSteps = (page: Page) => goToStep(page, 3);

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
  const html = await sent.text();
  expect(html).toContain('<html lang="es">');
  // Named in Spanish in the tab before the script runs: the prerendered page's own title.
  expect(html).toContain('<title>Sobre usted - Solicitud de admisión a licenciatura</title>');
  await page.goto('/about?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();
  // The page's script remembers the choice, and it starts after the first paint.
  await waitForHydration(page);

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

test('each prerendered page in Spanish hydrates without a mismatch, the site texts in Spanish', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const [path, heading] of [
    ['/about', 'Sobre usted'],
    ['/login', 'Iniciar sesión'],
    ['/signup', 'Registrarse'],
    ['/forgot', '¿Olvidó su contraseña?'],
  ] as const) {
    await page.goto(`${path}?lang=es`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
  }
  expect(errors).toEqual([]);
});

test('the Help and Privacy dialogs in Spanish', async ({ page }) => {
  await page.goto('/login?lang=es');
  await page.getByRole('button', { name: 'Ayuda' }).click();
  const dialog = page.getByTestId('help-modal');
  await expect(dialog.getByRole('heading', { name: 'Asistencia técnica' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await expectNoEnglish(page, '[data-testid="help-modal"]');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Privacidad' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacidad' });
  await expect(privacy).toBeVisible();
  await expectNoEnglish(page, '[data-testid="privacy-modal"]');
  await expectNoViolations(page);
});

test('the inactivity prompt and the logout it ends in, in Spanish', async ({ page }) => {
  await page.clock.install();
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  await page.goto('/about?lang=es');
  await waitForInactivityTimer(page);
  await page.clock.fastForward('14:00');
  const prompt = page.getByRole('alertdialog', { name: '¿Sigue trabajando?' });
  await expect(prompt).toHaveAccessibleDescription(
    'Lleva un rato sin actividad. ¿Desea mantener su sesión iniciada?',
  );
  await expect(
    prompt.getByRole('button', { name: 'Sí, quiero volver a mi solicitud' }),
  ).toBeFocused();
  await expect(prompt.getByRole('button', { name: 'No, cierren mi sesión' })).toBeVisible();
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-error-message')).toHaveText(
    'Cerramos su sesión automáticamente por inactividad.',
  );
  await expectNoEnglish(page);
});

test('a repeated entry and a file question in Spanish: the buttons, the states and the dialogs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  await page.goto('/about?lang=es');
  await page.locator('#sibling_1_first_name').fill('Ana');
  await page.getByRole('button', { name: 'Agregar otro (Hermano o hermana 2)' }).click();
  await expect(page.locator('#sibling_2_first_name')).toBeFocused();
  const remove = page.getByRole('button', { name: 'Eliminar hermano o hermana 2', exact: true });
  await expectNoEnglish(page, 'main');
  await remove.click();
  const removing = page.getByRole('alertdialog', { name: 'Eliminar la entrada' });
  await expect(removing).toContainText('¿Está seguro de que desea eliminar hermano o hermana 2?');
  await expectNoEnglish(page, '[role="alertdialog"]');
  await removing.getByRole('button', { name: 'Cancelar' }).click();

  await goToFinalSteps(page);
  await page.locator('#additional_info_doc__input').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notas'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Solo puede cargar archivos' }),
  ).toHaveText(
    'Solo puede cargar archivos de los siguientes tipos: .png, .jpeg, .jpg, .pdf, .docx',
  );
  await expectNoEnglish(page, 'main');
  await page.locator('#additional_info_doc__input').setInputFiles({
    name: 'carta.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(['Una carta de apoyo']),
  });
  await expect(page.getByText(/carta\.pdf \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });
  const deleteFile = page.getByRole('button', { name: 'Eliminar su archivo', exact: true });
  await expectNoEnglish(page, 'main');
  await deleteFile.click();
  const deleting = page.getByRole('alertdialog', { name: 'Eliminar el archivo' });
  await expect(deleting).toContainText('¿Está seguro de que desea eliminar su archivo?');
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
});

/** The applicant's PDF copy, once the server has made it. */
async function applicationPdf(page: Page): Promise<string> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/pdf')).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('completed');
  const file = await page.request.get('/api/pdf/file');
  expect(file.status()).toBe(200);
  return (await pdfText(await file.body())).join('\n');
}

test('every applicant page in Spanish, the error summary, the status page and the PDF: no English left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  // Complete, with the Final Steps sections a "Yes" opens, and a required name left out.
  const answers = {
    ...completeApplication(),
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
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expect(page.getByTestId('applicant-checklist')).toBeVisible();
  await expectNoEnglish(page);
  await expectNoViolations(page);

  const pdf = await applicationPdf(page);
  for (const spanish of ['Solicitud de admisión', 'Sobre usted', 'Apellido', 'Pasos finales'])
    expect(pdf).toContain(spanish);
  for (const english of ['About You', 'Last name (family name)', 'Final Steps'])
    expect(pdf).not.toContain(english);
});
