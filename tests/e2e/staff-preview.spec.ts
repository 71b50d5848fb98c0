import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDevServer, type DevServer } from './support/dev-server';

// Issue 18: the staff preview of `npm run dev`, open without a sign-in (in the built app it is a
// page of the staff workspace: staff-applications.spec.ts). It starts the dev server on this
// project, with a DATA_DIR of its own.
const project = resolve(import.meta.dirname, '../..');
const SUMMARY_TITLE = "We're missing some information!";
const WITHDRAWN = 'The option you chose is no longer available. Please choose again.';

let dataDir: string;
let dev: DevServer;
let url: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admissions-preview-'));
  dev = await startDevServer(project, dataDir);
  url = dev.url;
});

test.afterAll(async () => {
  await dev?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every request the page sends that could store an answer (none may happen). */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

/** The About You page in the preview (the first load compiles the client's modules). */
async function openPreview(page: Page): Promise<void> {
  await page.goto(`${url}/staff/preview/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'About You' })).toBeVisible({
    timeout: 60_000,
  });
}

async function useSampleAnswers(page: Page, answers: object): Promise<void> {
  const sample = page.getByText('Sample answers', { exact: true });
  if (!(await page.getByLabel(/Answers as JSON/).isVisible())) await sample.click();
  await page.getByLabel(/Answers as JSON/).fill(JSON.stringify(answers));
  await page.getByRole('button', { name: 'Use these answers' }).click();
}

test('shows a page as a visitor sees it, with no account, and every conditional section on request', async ({
  page,
}) => {
  const writes = watchWrites(page);
  await openPreview(page);
  await expect(page.getByText('Staff preview: answers stay in this page')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The visa status belongs to a branch a citizenship answer opens.
  const visa = page.locator('[id="citizenship_visa_status"]');
  await expect(visa).toHaveCount(0);
  await page.getByLabel('Show every conditional section').check();
  await expect(visa).toBeVisible();
  await expect(page.locator('[id="legacy_relationship"]')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel('Show every conditional section').uncheck();
  await expect(visa).toHaveCount(0);

  // Sample answers try a condition: a non-citizen's branch opens, as on the real page.
  await useSampleAnswers(page, { citizenship_type: 'N' });
  await expect(visa).toBeVisible();
  await useSampleAnswers(page, { nickname: 'A' });
  await expect(page.getByText('nickname is not an answer of this application.')).toBeVisible();

  // Another page, from the preview's own navigation.
  await page.getByRole('link', { name: 'Final Steps' }).click();
  await expect(page).toHaveURL(/\/staff\/preview\/final-steps$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About You');
  expect(writes).toEqual([]);
});

test('validates as an applicant: the summary links each message to its field, a withdrawn choice asks for a new one', async ({
  page,
}) => {
  const writes = watchWrites(page);
  await openPreview(page);
  // A code saved under older definitions: its option is gone from the list.
  await useSampleAnswers(page, { prefix: 'REV' });
  await page.getByRole('button', { name: 'Validate as an applicant' }).click();

  const summary = page.getByRole('alert').filter({ hasText: SUMMARY_TITLE });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary.getByRole('link', { name: 'First name is required.' })).toHaveAttribute(
    'href',
    '/about#first_name',
  );
  const withdrawn = summary.getByRole('link', { name: WITHDRAWN });
  await expect(withdrawn).toHaveAttribute('href', '/about#prefix');

  // The select shows its prompt, and the message beside it.
  const prefix = page.locator('[id="prefix"]');
  await expect(prefix).toHaveValue('');
  await expect(prefix).toHaveAttribute('placeholder', 'Select...');
  await expect(prefix).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.field--error').filter({ has: prefix })).toContainText(WITHDRAWN);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await withdrawn.click();
  await expect(prefix).toBeFocused();
  await expect(page).toHaveURL(/\/staff\/preview\/about$/);

  // A new choice removes the message at once, as on the real page.
  await prefix.fill('Dr.');
  await page.getByRole('option', { name: 'Dr.', exact: true }).click();
  await expect(summary.getByRole('link', { name: WITHDRAWN })).toHaveCount(0);
  expect(writes).toEqual([]);
});
