// Choosing Spanish (issue 32): `?lang=es` sends the page in Spanish and is remembered until
// switched back, the header's switch is a link a keyboard reaches, and each prerendered page
// hydrates in Spanish. The account's language is spanish-account.spec.ts.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { collectErrors } from './support/page-errors';
import { switchTo } from './support/spanish';

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
