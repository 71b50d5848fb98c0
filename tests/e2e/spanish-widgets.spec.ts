// A repeated entry and a file question in Spanish (issue 32): their buttons, their states and
// their dialogs, the "File Upload in Progress" one among them, with no English left.
import { expect, test } from '@playwright/test';
import { makePdf } from '../fixtures/documents';
import { logInNewApplicant } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { expectNoEnglish } from './support/english-left';
import { goToFinalSteps } from './support/spanish';

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
  await page.getByRole('button', { name: 'Agregar otra entrada (Hermano o hermana 2)' }).click();
  await expect(page.locator('#sibling_2_first_name')).toBeFocused();
  const remove = page.getByRole('button', { name: 'Eliminar hermano o hermana 2', exact: true });
  await expectNoEnglish(page, 'main');
  await remove.click();
  const removing = page.getByRole('alertdialog', { name: 'Eliminar la entrada' });
  await expect(removing).toContainText(
    '¿Confirma que desea eliminar la entrada “Hermano o hermana 2”?',
  );
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
  await expect(deleting).toContainText('¿Confirma que desea eliminar su archivo?');
  await expectNoEnglish(page, '[role="alertdialog"]');
  await expectNoViolations(page);
});

test('leaving a document tab while its status is still being fetched: the dialog in Spanish', async ({
  page,
}) => {
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  // The document's status, held on its way: the tab cannot be left until it is known.
  const STATUS = '**/api/pdf/document-answer/additional_info_doc';
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(STATUS, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  const asked = page.waitForRequest(
    (r) => r.method() === 'GET' && r.url().endsWith('/api/pdf/document-answer/additional_info_doc'),
  );
  await page.goto('/final-steps?lang=es');
  await asked;
  await page.getByRole('tab', { name: 'Escribirlo aquí' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carga de archivo en curso' });
  await expect(dialog).toContainText('Espere a que termine de cargarse el archivo.');
  await expectNoEnglish(page, 'dialog[open]');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  release();
  await expect(page.getByRole('tab', { name: 'Cargar un documento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a document that cannot be converted says why in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  await page.goto('/final-steps?lang=es');
  // A PDF by its first bytes, which the server cannot read: its refusal, in Spanish.
  await page.locator('#additional_info_doc__input').setInputFiles({
    name: 'carta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\nEsto no es un PDF.\n'),
  });
  await expect(
    page.getByText('No pudimos leer su PDF. Revise el archivo, o guárdelo de nuevo como PDF'),
  ).toBeVisible({ timeout: 30_000 });
  await expectNoEnglish(page, 'main');
  await expectNoViolations(page);
});

test('school suggestions in Spanish: the sample note and the filled country in Spanish, no English left', async ({
  page,
}) => {
  await logInNewApplicant(page);
  expect((await page.request.put('/api/language', { data: { language: 'es' } })).status()).toBe(
    200,
  );
  await page.goto('/education?lang=es');
  await page.locator('#hs_name').pressSequentially('Aspen Ri');
  const suggestions = page.getByRole('listbox');
  const aspen = suggestions.getByRole('option', { name: /Aspen Ridge High School/ });
  await expect(aspen).toBeVisible();
  await expect(aspen).toContainText('(datos de ejemplo)');
  await expectNoEnglish(page, '[role="listbox"]');
  await expectNoViolations(page);
  await aspen.click();
  await expect(page.locator('#hs_country')).toHaveValue('Estados Unidos');
});
