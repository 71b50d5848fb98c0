// The account's language (issue 32): the header's switch, pressed while logged in, is stored on
// the account (choose-language.ts), and a device that never chose shows the account's language
// once its applicant logs in (sync-account-language.ts), without telling the account its own.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { logInNewApplicant } from './support/applicant';
import { expectNoEnglish } from './support/english-left';
import { waitForHydration } from './support/hydration';
import { switchTo } from './support/spanish';

async function accountLanguage(page: Page): Promise<string> {
  const profile = await page.request.get('/api/profile');
  expect(profile.status()).toBe(200);
  return ((await profile.json()) as { language: string }).language;
}

test('Español pressed while logged in goes to the account, and another device shows it after logging in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await logInNewApplicant(page);
  await page.goto('/about');
  // The greeting of a logged-in applicant: the session is read, so the switch knows it.
  await expect(page.getByTestId('greeting-banner')).toContainText("You're in!");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await accountLanguage(page)).toBe('en');

  await switchTo(page, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre usted' })).toBeVisible();
  await expect.poll(() => accountLanguage(page)).toBe('es');

  // Another device, which never chose a language: its pages are English until the log-in.
  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await phone.goto('/login');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await waitForHydration(phone);
  await phone.getByLabel('Email address').fill(email);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(phone).toHaveURL(/\/about$/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
  await expect(phone.getByRole('heading', { level: 1, name: 'Sobre usted' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  await expect(
    phone.getByRole('navigation', { name: 'Pasos de la solicitud' }).getByRole('link'),
  ).toHaveCount(3);
  await expectNoEnglish(phone);
  // The device took the account's language; it did not give the account its English.
  expect(await accountLanguage(phone)).toBe('es');
  await other.close();
});
