import { expect, type Page } from '@playwright/test';
import { pdfText } from '../../helpers/pdf-text';

const STEP_PATHS = { 1: /\/about$/, 2: /\/education$/, 3: /\/final-steps$/ } as const;

/** Goes to a step of the application through the Spanish step navigation. */
export async function goToStep(page: Page, step: 1 | 2 | 3): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Pasos de la solicitud' })
    .getByRole('link', { name: new RegExp(`^Paso ${step}: `) })
    .click();
  await expect(page).toHaveURL(STEP_PATHS[step]);
}

export const goToFinalSteps = (page: Page) => goToStep(page, 3);

/** The header's language switch, named in the language it switches to. */
export const switchTo = (page: Page, name: 'Español' | 'English') =>
  page.getByRole('link', { name, exact: true }).click();

/** The applicant's PDF copy, once the server has made it. */
export async function applicationPdf(page: Page): Promise<string> {
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
