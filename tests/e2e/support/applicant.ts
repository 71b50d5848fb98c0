import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, newEmail, PASSWORD } from './accounts';
import { byKey } from './form';

/**
 * A confirmed, logged-in applicant in the page's browser context: the shell's createAccount
 * (API sign-up and confirmation), then a login through the API, whose cookies land in the
 * context, so the next page load is logged in. The auth cards have journeys of their own.
 */
export async function logInNewApplicant(
  page: Page,
  email = newEmail('applicant'),
): Promise<string> {
  await createAccount(page.request, email);
  const login = await page.request.post('/public/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}

/** The saved answers, as the server holds them (GET /api/profile). */
export async function savedAnswers(page: Page): Promise<Record<string, string | boolean>> {
  const profile = await page.request.get('/api/profile');
  expect(profile.status()).toBe(200);
  return ((await profile.json()) as { answer: Record<string, string | boolean> }).answer;
}

/** A second browser (another device) logged in to the same account. */
export async function secondDevice(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/public/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

/** The applicant's phone beside `laptop`, both logged in on `path` with `key` editable. */
export async function twoDevicesOn(laptop: Page, browser: Browser, path: string, key: string) {
  const email = await logInNewApplicant(laptop);
  await laptop.goto(path);
  await expect(byKey(laptop, key)).toBeEditable();
  const phone = await secondDevice(browser, email);
  await phone.goto(path);
  await expect(byKey(phone, key)).toBeEditable();
  return phone;
}
