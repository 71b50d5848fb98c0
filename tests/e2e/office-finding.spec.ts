import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  createApplicant,
  expectNoViolations,
  startStaffServer,
  totpNow,
  type StaffServer,
} from './support/staff';

const ADMIN = 'finding.admin@example.edu';
const STAFF_PASSWORD = 'Staff-Finding-42-compass';
const APPLICANT_PASSWORD = 'Correct-Horse-9-battery';
const PEOPLE = [
  { username: 'zoe@example.com', first_name: 'Zoë', last_name: 'Ångström', entry_term: '2027FA' },
  { username: 'ana@example.com', first_name: 'Ana', last_name: 'Ångström', entry_term: '2027SP' },
  { username: 'bjorn@example.com', first_name: 'Björn', last_name: 'Müller', entry_term: '2027FA' },
];

// One server and one admin's browser for the whole journey, in order.
test.describe.configure({ mode: 'serial' });

let staff: StaffServer;
let context: BrowserContext;
let page: Page;
let secret = '';

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(240_000);
  staff = await startStaffServer(ADMIN);
  context = await browser.newContext({ baseURL: staff.server.url, acceptDownloads: true });
  page = await context.newPage();
  for (const { username, ...answers } of PEOPLE)
    await createApplicant(context.request, staff.dataDir, {
      username,
      password: APPLICANT_PASSWORD,
      answers,
    });
  const token = new URL(staff.adminLink).searchParams.get('token');
  const welcome = await context.request.post('/staff/api/welcome', {
    data: { token, password: STAFF_PASSWORD },
  });
  expect(welcome.status(), await welcome.text()).toBe(200);
  secret = new URL((await welcome.json()).otpauth_uri).searchParams.get('secret') ?? '';
  // The welcome signs in: sign out, so the next page is opened signed out.
  await context.request.post('/staff/api/logout', { data: {} });
  await context.clearCookies();
});

test.afterAll(async () => {
  await context?.close();
  await staff?.stop();
});

const results = () => page.getByRole('status').filter({ hasText: 'shown' });

test('a search opened while signed out is where the admin lands after signing in', async () => {
  await page.goto('/staff/applications?q=angstrom&sort=name');
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await page.getByLabel('E-mail address').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/applications\?q=angstrom&sort=name$/);
  await expect(results()).toHaveText('2 applications match; 2 shown.');
  const table = page.getByRole('table', { name: /sorted by name \(ascending\)/ });
  await expect(table.getByRole('link')).toHaveText(['Ångström, Ana', 'Ångström, Zoë']);
});

test('the dashboard counts by status and entry term, each a link to its list', async () => {
  await page.goto('/staff');
  const dashboard = page.getByTestId('staff-dashboard');
  await expect(dashboard.getByRole('link', { name: '3 All applications' })).toBeVisible();
  await expect(dashboard.getByRole('link', { name: '2 Fall 2027' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Submitted, by checklist' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'By decision' })).toBeVisible();
  await expectNoViolations(page);
  await dashboard.getByRole('link', { name: '2 Fall 2027' }).click();
  await expect(page).toHaveURL(/entry_term=2027FA/);
  await expect(results()).toHaveText('2 applications match; 2 shown.');
  await expect(page.getByLabel('Entry term')).toHaveValue('2027FA');
});

test('the server sorts every match; the admin saves the search, applies it and deletes it', async () => {
  const table = page.getByRole('table', { name: /Applications/ });
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('link')).toHaveText(['Müller, Björn', 'Ångström, Zoë']);

  await page.getByLabel('Name for the search shown now').fill('Fall, by name');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const saved = page.getByTestId('staff-saved-searches');
  await expect(saved.getByRole('link', { name: 'Fall, by name' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoViolations(page);

  await page.goto('/staff/applications');
  await expect(results()).toHaveText('3 applications match; 3 shown.');
  await saved.getByRole('link', { name: 'Fall, by name' }).click();
  await expect(page).toHaveURL(/entry_term=2027FA/);
  await expect(results()).toHaveText('2 applications match; 2 shown.');
  await expect(table.getByRole('link').first()).toHaveText('Müller, Björn');

  await saved.getByRole('button', { name: 'Delete the saved search Fall, by name' }).click();
  await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
});

test('the export dialog picks columns and downloads exactly the search', async () => {
  await page.goto('/staff/applications?q=angstrom&sort=-name');
  await page.getByRole('button', { name: /Export this search as CSV/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as CSV' });
  await expect(dialog).toContainText('The file holds the 2 applications of this search');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Clear every column' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Choose at least one column.');
  await dialog.getByRole('checkbox', { name: 'Reference' }).check();
  await dialog.getByRole('checkbox', { name: /\(first_name\)$/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download CSV (2 columns)' }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"reference","first_name"');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['"Zoë"', '"Ana"']);
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('the application has section jumps; the audit names it and filters by action', async () => {
  await page.getByRole('link', { name: 'Ångström, Zoë' }).click();
  const jumps = page.getByRole('navigation', { name: 'Jump to a section' });
  await expect(jumps.getByRole('link', { name: 'Notes' })).toBeVisible();
  await jumps.getByRole('link', { name: /^Step 2:/ }).click();
  await expect(page).toHaveURL(/#print-education$/);
  await expectNoViolations(page);

  await page.goto('/staff/audit');
  await page.getByLabel('Action').selectOption({ label: 'Opened an application' });
  await expect(page).toHaveURL(/action=read/);
  const audit = page.getByTestId('staff-audit-table');
  await expect(audit.getByRole('row')).toHaveCount(2);
  await expect(
    audit.getByRole('link', { name: /^Ångström, Zoë \([0-9A-Z]{4}-[0-9A-Z]{4}\)$/ }),
  ).toBeVisible();
  await expect(audit).toContainText('Opened an application');
  await expect(audit).toContainText(/M[SD]T/);
  await expectNoViolations(page);
  await page.getByLabel('Action').selectOption({ label: 'Exported CSV' });
  await expect(audit).toContainText('columns: 2');
});
