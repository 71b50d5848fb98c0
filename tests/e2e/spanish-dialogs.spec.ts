// The Spanish walk's dialogs and error pages (issue 32): the Help and Privacy dialogs, the
// inactivity prompt, the erase confirmation (leaving a tab, and an answer that hides a section),
// the choice between two devices' answers, the Unexpected Error dialog and the root error page,
// each in Spanish with no English left and axe clean. The pages are spanish-walk.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers, secondDevice } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { expectNoEnglish } from './support/english-left';
import { byKey, chooseFirst, fill, pick } from './support/form';
import { waitForInactivityTimer } from './support/inactivity-clock';

/** A logged-in applicant whose account reads Spanish, on `path` in Spanish. */
async function spanishApplicant(page: Page, path: string): Promise<string> {
  const email = await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  await page.goto(`${path}?lang=es`);
  return email;
}

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
  await expect(prompt.getByRole('button', { name: 'No, quiero cerrar mi sesión' })).toBeVisible();
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-error-message')).toHaveText(
    'Cerramos su sesión automáticamente por inactividad.',
  );
  await expectNoEnglish(page);
});

const eraseDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Eliminar respuestas' });

test('the erase confirmation in Spanish, for an answer that hides a section', async ({ page }) => {
  await spanishApplicant(page, '/about');
  const dialog = eraseDialog(page);
  await pick(page, 'citizenship_type', 'N');
  await chooseFirst(page, 'citizenship_visa_status');
  await page.locator('input[type="radio"][name="citizenship_type"][value="C"]').click();
  await expect(dialog).toContainText('Este cambio elimina lo que ingresó en:');
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Eliminar y continuar' }).click();
  await expect(dialog).toBeHidden();
  await expect(byKey(page, 'citizenship_visa_status')).toHaveCount(0);
});

test('the erase confirmation in Spanish, for leaving a tab', async ({ page }) => {
  await spanishApplicant(page, '/final-steps');
  // Leaving a document tab waits while its status is still being fetched (spec section 4).
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Escribirlo aquí' }).click();
  await fill(page, 'additional_info_essay', 'Construyo motores.');
  await page.getByRole('tab', { name: 'Cargar un documento' }).click();
  const dialog = eraseDialog(page);
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Cualquier otra cosa que desee que sepamos',
  ]);
  await expect(dialog.getByRole('button', { name: 'Eliminar y continuar' })).toBeVisible();
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(byKey(page, 'additional_info_essay')).toHaveValue('Construyo motores.');
});

test('the choice between two devices’ answers, in Spanish', async ({ page: laptop, browser }) => {
  const email = await spanishApplicant(laptop, '/about');
  await expect(byKey(laptop, 'city')).toBeEditable();
  const phone = await secondDevice(browser, email);
  await phone.goto('/about');
  await expect(byKey(phone, 'city')).toBeEditable();

  await laptop.context().setOffline(true);
  await byKey(laptop, 'city').pressSequentially('VIEJA');
  await expect(laptop.getByRole('status').filter({ hasText: 'Aún no se ha guardado' })).toHaveText(
    'Aún no se ha guardado. Seguiremos intentándolo.',
  );
  await byKey(phone, 'city').pressSequentially('NUEVA');
  await phone.locator('body').click();
  await expect.poll(async () => (await savedAnswers(phone)).city).toBe('NUEVA');

  await laptop.context().setOffline(false);
  const choice = laptop.getByRole('group', {
    name: '“Ciudad” también se cambió en otro dispositivo. ¿Qué respuesta desea conservar?',
  });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('definition')).toHaveText(['NUEVA', 'VIEJA']);
  await expect(
    laptop.getByRole('status').filter({ hasText: 'otro dispositivo. Elija' }),
  ).toHaveText(
    'No se guardó: una respuesta también se cambió en otro dispositivo. Elija cuál desea conservar.',
  );
  await expectNoEnglish(laptop, 'main');
  await expectNoViolations(laptop);
  await choice.getByRole('button', { name: 'Conservar la respuesta del otro dispositivo' }).click();
  await expect(choice).toHaveCount(0);
  await expect(byKey(laptop, 'city')).toHaveValue('NUEVA');
  await phone.context().close();
});

test('the Unexpected Error dialog in Spanish', async ({ page }) => {
  await spanishApplicant(page, '/about');
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Error inesperado' });
  await expect(dialog).toContainText(
    'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
  );
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
});

test('the root error page in Spanish', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'logged_in', value: '1', url: baseURL! },
    { name: 'lang', value: 'es', url: baseURL! },
  ]);
  await page.route('**/api/profile', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database down.' } }),
  );
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo salió mal.');
  await expect(
    page.getByText(
      'Registramos el problema que causó este error. Lo corregiremos lo antes posible.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a la solicitud' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoViolations(page);
});

test('a save the server refuses says why in Spanish', async ({ page }) => {
  await spanishApplicant(page, '/about');
  await expect(byKey(page, 'city')).toBeEditable();
  // A NUL pasted with a name: the databases cannot store it, and the server says so.
  await fill(page, 'city', 'Lima\u0000');
  await page.locator('body').click();
  await expect(page.getByRole('status').filter({ hasText: 'No se guardó' })).toHaveText(
    'No se guardó: Lo que se envió contiene en “city” un carácter que no se puede guardar: un carácter NUL (U+0000) o un sustituto Unicode sin pareja. Quítelo e inténtelo de nuevo.',
  );
  await expectNoEnglish(page, 'main');
});
