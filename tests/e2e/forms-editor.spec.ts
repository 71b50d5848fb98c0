// Issue 29: the staff form workspace. An admin edits the draft in the editor, sees the project's
// lint find a problem as they type and fixes it, adds a required question in one place,
// publishes with a note, finds the version in the list and rolls back; axe on both pages.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  createApplicant,
  expectNoViolations,
  signInWithInvitation,
  startStaffServer,
  type StaffServer,
} from './support/staff';
import { submitApplicant } from './support/submitted-applicant';

const ADMIN = 'forms.admin@example.edu';
const APPLICANT_PASSWORD = 'Applicant-Journey-42-harbor';
/** Submitted on version 1, before the question is added. */
const SUBMITTED = 'forms.submitted@example.edu';
/** In progress, with About You open while the admin publishes. */
const IN_PROGRESS = 'forms.open@example.edu';
const STAFF_PASSWORD = 'Staff-Journey-42-lantern';

// One server and one admin's browser for the whole journey, in order.
test.describe.configure({ mode: 'serial' });

let staff: StaffServer;
let context: BrowserContext;
let page: Page;
let applicant: Page;
/** Script errors on the way (the editor's packages load more than the editor). */
const scriptErrors: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  // A server of its own and an invitation from the command line: slow when the machine is busy.
  testInfo.setTimeout(240_000);
  staff = await startStaffServer(ADMIN);
  context = await browser.newContext({ baseURL: staff.server.url });
  page = await context.newPage();
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  page.on('console', (message) => {
    // The refused save of the stale revision is a 409 the page handles.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      scriptErrors.push(message.text());
  });
  await signInWithInvitation(page, ADMIN, staff.adminLink, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);

  // One application submitted on version 1, and one in progress with its first page open.
  const submitter = await browser.newContext({ baseURL: staff.server.url });
  await submitApplicant(submitter.request, staff.dataDir, {
    username: SUBMITTED,
    password: APPLICANT_PASSWORD,
    answers: {},
  });
  await submitter.close();
  const open = await browser.newContext({ baseURL: staff.server.url });
  await createApplicant(open.request, staff.dataDir, {
    username: IN_PROGRESS,
    password: APPLICANT_PASSWORD,
    answers: { first_name: 'Robin' },
    stayLoggedIn: true,
  });
  applicant = await open.newPage();
  await applicant.goto('/about');
  await expect(applicant.getByRole('heading', { level: 1, name: /About You/ })).toBeVisible();
  await expect(applicant.getByLabel('Favourite colour')).toHaveCount(0);
});

test.afterAll(async () => {
  await applicant?.context().close();
  await context?.close();
  await staff?.stop();
});

const status = () => page.getByTestId('forms-save-status');

test('the forms page shows the live version seeded from the repository', async () => {
  await page
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Forms' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.getByTestId('forms-live')).toContainText('seeded from forms/ and schemas/');
  await expect(page.getByTestId('forms-draft')).toContainText('There is no draft');
  await expect(page.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute(
    'href',
    '/staff/preview/about',
  );
  await expectNoViolations(page);
});

test('an admin types a change, sees the lint problem it makes, opens it and fixes it', async () => {
  await page.getByRole('link', { name: 'Edit the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the draft' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Contents of forms/about.json' });
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('forms-diff')).toContainText('the same as in the live version');

  // "step": 1 becomes 7: the page schema allows steps 1 to 3.
  await page.locator('.cm-line', { hasText: '"step": 1,' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  const problems = page.getByTestId('forms-problems');
  await expect(problems).toContainText('forms/about.json, line 5');
  await expect(status()).toContainText('Saved as revision 1: 1 problem.');
  await expect(
    page.getByRole('button', { name: /forms\/about\.json \(1 problem\)/ }),
  ).toBeVisible();
  await expect(page.getByTestId('forms-diff')).toContainText('"step": 7,');
  await expectNoViolations(page);

  // The problem opens its line in the editor, with the cursor on it.
  await problems.getByRole('button').first().click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await expect(page.getByTestId('forms-no-problems')).toBeVisible();
  await expect(status()).toContainText('Saved as revision 2: no problems.');
});

test('a broken file is marked by the editor and not sent; a stale revision says so', async () => {
  await page.locator('.cm-line', { hasText: '"step": 1,' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('}');
  await expect(status()).toContainText('is not valid JSON');
  await page.keyboard.press('Backspace');
  await expect(status()).toContainText('Saved as revision 2: no problems.');

  // Another admin saves the draft meanwhile: this page's next save is refused, and says so.
  const draft = await (await context.request.get('/staff/api/forms/draft')).json();
  const other = await context.request.put('/staff/api/forms/draft', { data: draft });
  expect(other.status(), await other.text()).toBe(200);
  await page.locator('.cm-line', { hasText: '"step": 1,' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('forms-conflict')).toContainText('Someone else saved the draft');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Reload the draft' }).click();
  await expect(status()).toHaveText('Saved as revision 3: no problems.');
});

test('an admin adds a required question in one place and publishes it with a note', async () => {
  await page.getByLabel('Answer key').fill('favourite_colour');
  await page.getByLabel('Label', { exact: true }).fill('Favourite colour');
  await page.getByLabel('Label in Spanish').fill('Color favorito');
  await page.getByLabel('Required').check();
  await page.getByRole('button', { name: 'Add the question' }).click();
  await expect(page.getByTestId('forms-question-added')).toContainText('favourite_colour');
  await expect(status()).toContainText('no problems');
  await page.getByRole('button', { name: 'schemas/answers.schema.json' }).click();
  await expect(page.getByTestId('forms-diff')).toContainText('"favourite_colour": {');
  // Both applications lack the new required question: counted by question, then named.
  await page.getByRole('button', { name: 'Check the impact of the saved draft' }).click();
  await expect(
    page
      .getByTestId('forms-impact-counts')
      .getByRole('row')
      .filter({ hasText: 'favourite_colour' }),
  ).toHaveText(/favourite_colour\s*new required question\s*1\s*1/);
  await expect(page.getByTestId('forms-impact')).toContainText(IN_PROGRESS);
  await expect(page.getByTestId('forms-impact')).toContainText(SUBMITTED);
  await expectNoViolations(page);

  // The saved draft's preview is the page an applicant would get, with its validation.
  await page.getByRole('link', { name: 'Preview the saved draft' }).click();
  await expect(page.getByText('Staff preview of the draft')).toBeVisible();
  await expect(page.getByLabel(/Favourite colour/)).toBeVisible();
  await page.getByRole('button', { name: 'Validate as an applicant' }).click();
  const summary = page.getByRole('alert').filter({ hasText: "We're missing some information!" });
  await expect(summary.getByRole('link', { name: /Favourite colour/ })).toHaveAttribute(
    'href',
    '/about#favourite_colour',
  );
  await expectNoViolations(page);
  await page.goto('/staff/forms/draft');

  await page.getByLabel('Note (what changed and why)').fill('Adds the favourite colour');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/staff\/forms$/);
  await expect(page.getByTestId('forms-published')).toHaveText('Version 2 is published and live.');
  await expect(page.getByTestId('forms-live')).toContainText('Adds the favourite colour');
  const versions = page.getByTestId('forms-versions');
  await expect(versions.getByRole('row', { name: /^2 \(live\)/ })).toContainText(ADMIN);
  await expectNoViolations(page);
});

test('the applicant with a page open gets the new question on their next page', async () => {
  await applicant
    .getByRole('link', { name: /Academics/ })
    .first()
    .click();
  await expect(applicant).toHaveURL(/\/education$/);
  await applicant
    .getByRole('link', { name: /About You/ })
    .first()
    .click();
  await expect(applicant).toHaveURL(/\/about$/);
  await expect(applicant.getByLabel(/Favourite colour/)).toBeVisible();
  // What they had typed is still there.
  await expect(applicant.locator('#first_name')).toHaveValue('Robin');
  await expectNoViolations(applicant);
});

/** The About You page a visitor's first load gets, before any script runs. */
const visitorAbout = async () => await (await fetch(`${staff.server.url}/about`)).text();

test("a visitor's first load is drawn with the new question and hydrates without a mismatch", async ({
  browser,
}) => {
  // Drawn in a thread of the server after the publish: seconds on a busy machine.
  test.setTimeout(120_000);
  await expect.poll(visitorAbout, { timeout: 60_000 }).toContain('Favourite colour');
  const visitor = await browser.newContext({ baseURL: staff.server.url });
  const errors: string[] = [];
  const first = await visitor.newPage();
  first.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  first.on('pageerror', (error) => errors.push(error.message));
  await first.goto('/about');
  await expect(first.getByLabel(/Favourite colour/)).toBeVisible();
  // Hydrated: the page answers typing, and React found the markup it would have drawn.
  await first.locator('#first_name').fill('Sam');
  await expect(first.locator('#first_name')).toHaveValue('Sam');
  expect(errors).toEqual([]);
  await visitor.close();
});

test('the application submitted on version 1 still renders without it', async ({ browser }) => {
  const listed = await page.request.get(`/staff/api/applications?q=${SUBMITTED}`);
  const { items } = (await listed.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  const id = items[0]?.id ?? '';
  await page.goto(`/staff/applications/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1: About You' })).toBeVisible();
  await expect(page.getByText('Alex', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Favourite colour')).toHaveCount(0);
  // Back in the list, the workspace follows the live version again: the export offers it.
  await page
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await page.getByRole('button', { name: 'Export this search as CSV…' }).click();
  await expect(
    page.getByRole('checkbox', { name: /^Favourite colour .*\(favourite_colour\)$/ }),
  ).toBeVisible();
  await page.goto('/staff/forms');

  // So does the read-only view a share link opens, with no session of its own.
  const minted = await page.request.post(`/staff/api/applications/${id}/share-link`, { data: {} });
  expect(minted.status(), await minted.text()).toBe(200);
  const link = new URL((await minted.json()).url);
  const shared = await (await browser.newContext()).newPage();
  await shared.goto(`${staff.server.url}${link.pathname}${link.search}`);
  await expect(shared.getByRole('heading', { level: 2, name: 'Step 1: About You' })).toBeVisible();
  await expect(shared.getByTestId('application-language')).toHaveText('Submitted in English.');
  await expect(shared.getByText('Favourite colour')).toHaveCount(0);
  await shared.context().close();
});

test('the admin rolls back to version 1, which comes back as version 3', async () => {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Roll back to this version (1)' }).click();
  await expect(page.getByTestId('forms-rolled-back')).toHaveText(
    'Version 3 is live: a copy of version 1.',
  );
  const versions = page.getByTestId('forms-versions');
  await expect(versions.getByRole('row', { name: /^3 \(live\)/ })).toContainText('rollback to 1');
  await expect(page.getByTestId('forms-live')).toContainText('rollback to 1');
  // Version 1 is the build's own set again: a visitor gets the build's page, without it.
  await expect.poll(visitorAbout, { timeout: 15_000 }).not.toContain('Favourite colour');
});

test('a draft begun before another version went live is refused once, naming both, then replaces it', async () => {
  await page.getByRole('link', { name: 'Edit the draft' }).click();
  await page.getByLabel('Answer key').fill('favourite_season');
  await page.getByLabel('Label', { exact: true }).fill('Favourite season');
  await page.getByLabel('Label in Spanish').fill('Estación favorita');
  await page.getByRole('button', { name: 'Add the question' }).click();
  await expect(status()).toContainText('no problems');
  // Another admin rolls back meanwhile: version 4, a copy of version 2.
  const rolled = await context.request.post('/staff/api/forms/rollback', { data: { version: 2 } });
  expect(rolled.status(), await rolled.text()).toBe(201);

  await page.getByLabel('Note (what changed and why)').fill('Adds the favourite season');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Form version 4 went live after this draft was started from version 3',
  );
  await expect(page).toHaveURL(/\/staff\/forms\/draft$/);
  // The diff is now against version 4, which has the favourite colour the draft lacks.
  await page.getByRole('button', { name: 'schemas/answers.schema.json' }).click();
  await expect(page.getByTestId('forms-diff')).toContainText('"favourite_colour": {');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('forms-published')).toHaveText('Version 5 is published and live.');
});

test('no script failed on the way', () => {
  expect(scriptErrors).toEqual([]);
});
