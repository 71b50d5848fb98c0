import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { confirmationCodeOf, linkOf, waitForMail } from '../../helpers/outbox';

export const PASSWORD = 'Correct-Horse-9-battery';

/** The server's DATA_DIR (its outbox holds the mail), set by scripts/e2e.ts. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys with npm run test:e2e');
  return dir;
}

/** A fresh address per test, so tests run in parallel against one server. */
export function newEmail(tag = 'shell'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function confirmationCode(email: string, count = 1): Promise<string> {
  return confirmationCodeOf(
    await waitForMail(dataDir(), email, { subject: 'confirmation code', count }),
  );
}

export async function mailLink(email: string, path: string, subject = ''): Promise<URL> {
  return linkOf(await waitForMail(dataDir(), email, { subject }), path);
}

/** A confirmed account, made through the API (the journeys that test sign-up use the cards). */
export async function createAccount(
  request: APIRequestContext,
  email = newEmail(),
): Promise<string> {
  const signup = await request.post('/public/signup', {
    data: { username: email, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const confirm = await request.post('/public/confirm', {
    data: { username: email, code: await confirmationCode(email) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return email;
}

/** Logs in through the Log In card and waits for the application page. */
export async function logInThroughCard(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/about$/);
}
