import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  createApplicant,
  expectNoViolations,
  startStaffServer,
  totpNow,
  type StaffServer,
} from './support/staff';

const ADMIN = 'apps.admin@example.edu';
const STAFF_PASSWORD = 'Staff-Journey-42-lantern';
const APPLICANT = 'zoe.angstrom@example.com';
const APPLICANT_PASSWORD = 'Correct-Horse-9-battery';

// One server, one applicant and one admin's browser for the whole journey, in order.
test.describe.configure({ mode: 'serial' });

let staff: StaffServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  // A server of its own, an invitation from the command line and an applicant: slow when busy.
  testInfo.setTimeout(240_000);
  staff = await startStaffServer(ADMIN);
  context = await browser.newContext({ baseURL: staff.server.url });
  page = await context.newPage();
  await createApplicant(context.request, staff.dataDir, {
    username: APPLICANT,
    password: APPLICANT_PASSWORD,
    answers: { first_name: 'Zoë', last_name: 'Ångström', entry_term: '2027FA' },
    stayLoggedIn: true,
  });
  // She reads the application in Spanish (issue 32): staff see it named, in English.
  const chosen = await context.request.put('/api/language', { data: { language: 'es' } });
  expect(chosen.status()).toBe(200);
  await context.request.get('/api/logout');
});

test.afterAll(async () => {
  await context?.close();
  await staff?.stop();
});

test('an admin signs in with a code and finds an application by a name typed without accents', async () => {
  // The invitation is accepted through the API (its page has a journey of its own).
  const token = new URL(staff.adminLink).searchParams.get('token');
  const welcome = await context.request.post('/staff/api/welcome', {
    data: { token, password: STAFF_PASSWORD },
  });
  expect(welcome.status(), await welcome.text()).toBe(200);
  const secret = new URL((await welcome.json()).otpauth_uri).searchParams.get('secret') ?? '';

  await page.goto('/staff/sign-in');
  await page.getByLabel('E-mail address').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);

  await page
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText(
    '1 application matches; 1 shown.',
  );
  await expectNoViolations(page);

  await page.getByLabel('Search by name, e-mail or reference').fill('zoe angstrom');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=zoe\+angstrom/);
  const table = page.getByRole('table', { name: /Applications/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Ångström, Zoë' })).toBeVisible();
  await expect(table).toContainText('Fall 2027');

  // Sorting is a header button that says how the column is sorted.
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // A filter that excludes it, then back.
  await page.getByLabel('Status').selectOption('submitted');
  await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText(
    '0 applications match; 0 shown.',
  );
  await page.getByLabel('Status').selectOption('');
  await expectNoViolations(page);
});

test('the admin opens the application, downloads its PDF, makes a read-only link, and exports CSV', async () => {
  await page.getByRole('link', { name: 'Ångström, Zoë' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /undergraduate application/ }),
  ).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: APPLICANT })).toBeVisible();
  await expect(summary.filter({ hasText: /^[0-9A-Z]{4}-[0-9A-Z]{4}$/ })).toBeVisible();
  await expect(page.getByTestId('application-language')).toHaveText('Being answered in Spanish.');
  await expectNoViolations(page);

  const pdfHref = await page
    .getByRole('link', { name: 'Download the PDF of this application' })
    .getAttribute('href');
  const pdf = await context.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.getByRole('button', { name: 'Make a read-only link' }).click();
  const link = page.getByTestId('staff-share-link');
  await expect(link).toHaveValue(/\/about\?service_token=st1\./);
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Back to the applications' }).click();
  await page.getByRole('button', { name: /Export this search as CSV/ }).click();
  const exportHref = await page
    .getByRole('dialog', { name: 'Export as CSV' })
    .getByRole('link', { name: /Download CSV/ })
    .getAttribute('href');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const csv = await context.request.get(exportHref ?? '');
  expect(csv.status()).toBe(200);
  const body = await csv.body();
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(body.toString('utf8')).toContain('"Zoë"');
});

test('the form preview is a page of the workspace; a visitor or an applicant gets the staff sign-in', async ({
  browser,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await page
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Form preview' })
    .click();
  await expect(page).toHaveURL(/\/staff\/preview\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About You' })).toBeVisible();
  await expect(page.getByText('Staff preview: answers stay in this page')).toBeVisible();
  await expect(page.getByTestId('staff-who')).toContainText(ADMIN);
  await page.getByLabel('Show every conditional section').check();
  await expect(page.locator('[id="citizenship_visa_status"]')).toBeVisible();
  await page.locator('[id="first_name"]').fill('Ada');
  await expectNoViolations(page);
  await page
    .getByRole('navigation', { name: 'Preview a page' })
    .getByRole('link', { name: 'Final Steps' })
    .click();
  await expect(page).toHaveURL(/\/staff\/preview\/final-steps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Final Steps' })).toBeVisible();
  expect(writes).toEqual([]);

  const other = await browser.newContext({ baseURL: staff.server.url });
  const visitor = await other.newPage();
  const signIn = visitor.getByRole('heading', {
    level: 1,
    name: 'Sign in to the staff workspace',
  });
  await visitor.goto('/staff/preview/about');
  await expect(signIn).toBeVisible();
  // The sign-in returns to the page asked for.
  await expect(visitor).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fpreview%2Fabout$/);
  await expect(visitor.getByText('Staff preview: answers stay in this page')).toHaveCount(0);
  // An applicant's session is not a staff one.
  const login = await other.request.post('/public/login', {
    data: { username: APPLICANT, password: APPLICANT_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await visitor.goto('/staff/preview/education');
  await expect(signIn).toBeVisible();
  await expect(visitor).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fpreview%2Feducation$/);
  await other.close();
});
