import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { linkOf, waitForMail } from '../helpers/outbox';
import {
  createApplicant,
  expectNoViolations,
  startStaffServer,
  totpNow,
  type StaffServer,
} from './support/staff';

const ADMIN = 'first.admin@example.edu';
const READER = 'new.reader@example.edu';
const PASSWORD = 'Staff-Journey-42-lantern';

// One server and one admin's browser for the whole journey, in order.
test.describe.configure({ mode: 'serial' });

let staff: StaffServer;
let adminContext: BrowserContext;
let admin: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  // A server of its own and an invitation from the command line: slow when the machine is busy.
  testInfo.setTimeout(240_000);
  staff = await startStaffServer(ADMIN);
  adminContext = await browser.newContext({ baseURL: staff.server.url });
  admin = await adminContext.newPage();
});

test.afterAll(async () => {
  await adminContext?.close();
  await staff?.stop();
});

/** The welcome page from a link: password, then the authenticator's secret; returns it. */
async function welcome(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the staff workspace' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code of your authenticator secret' }),
  ).toBeVisible();
  await expect(page.getByTestId('staff-recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expectNoViolations(page);
  return (await page.getByTestId('staff-totp-secret').innerText()).trim();
}

test('the first admin accepts the invitation and signs in with a first code', async () => {
  const secret = await welcome(admin, staff.adminLink);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await admin.getByLabel('Code from your authenticator app').fill(totpNow(secret));
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/staff$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff workspace' })).toBeVisible();
  await expect(admin.getByTestId('staff-who')).toHaveText(`${ADMIN} (admin)`);
  const nav = admin.getByRole('navigation', { name: 'Staff workspace' });
  await expect(nav.getByRole('link', { name: 'Audit' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expectNoViolations(admin);
});

test('the admin invites a reader, who follows the mailed link and signs in with a code', async ({
  browser,
}) => {
  await admin
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectNoViolations(admin);
  // The form says what is wrong before anything is sent.
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    admin.getByText('Enter the staff member’s e-mail address, like name@example.edu.'),
  ).toBeVisible();
  await admin.getByLabel('E-mail address').fill(READER);
  await admin.getByRole('radio', { name: /Reader/ }).check();
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByTestId('staff-invite-sent')).toContainText(READER);
  const table = admin.getByTestId('staff-accounts-table');
  await expect(table.getByRole('row', { name: new RegExp(READER) })).toContainText('invited');

  const link = linkOf(
    await waitForMail(staff.dataDir, READER, { subject: 'invitation' }),
    '/staff/welcome',
  );
  const readerContext = await browser.newContext({ baseURL: staff.server.url });
  const reader = await readerContext.newPage();
  try {
    const secret = await welcome(reader, link.href);
    // Straight to the sign-in page instead of the first-code form: the everyday way in.
    await reader.goto('/staff/sign-in');
    await expect(
      reader.getByRole('heading', { level: 1, name: 'Sign in to the staff workspace' }),
    ).toBeVisible();
    await expectNoViolations(reader);
    await reader.getByLabel('E-mail address').fill(READER);
    await reader.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await reader.getByLabel('Code').fill('000000' === totpNow(secret) ? '111111' : '000000');
    await reader.getByRole('button', { name: 'Sign in' }).click();
    await expect(reader.getByTestId('staff-sign-in-error')).toHaveText(
      'The e-mail address, password or code is incorrect.',
    );
    await reader.getByLabel('Code').fill(totpNow(secret));
    await reader.getByRole('button', { name: 'Sign in' }).click();
    await expect(reader.getByTestId('staff-who')).toHaveText(`${READER} (reader)`);
    // A reader has neither the Audit nor the Staff page.
    const nav = reader.getByRole('navigation', { name: 'Staff workspace' });
    await expect(nav.getByRole('link', { name: 'Audit' })).toHaveCount(0);
    await reader.goto('/staff/audit');
    await expect(reader.getByRole('alert')).toHaveText(
      'Only a staff administrator can see this page.',
    );
    await reader.getByRole('button', { name: 'Sign out' }).click();
    await expect(reader).toHaveURL(/\/staff\/sign-in$/);
    await expect(reader.getByTestId('staff-sign-in-message')).toHaveText('You have signed out.');
    await reader.goto('/staff');
    await expect(reader).toHaveURL(/\/staff\/sign-in$/);
  } finally {
    await readerContext.close();
  }
  await admin.reload();
  await expect(table.getByRole('row', { name: new RegExp(READER) })).toContainText('active');
});

test('the admin reads the audit, newest first, and loads more', async () => {
  await admin
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Audit' })
    .click();
  const table = admin.getByTestId('staff-audit-table');
  await expect(table).toBeVisible();
  await expectNoViolations(admin);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText(READER); // the reader's sign-out, the latest entry
  for (const action of [
    'Signed in',
    'Sign-in refused',
    'Signed out',
    'Invited a staff member',
    'Accepted an invitation',
  ]) {
    await expect(table.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expect(admin.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Past a page of 50 entries (50 more invitations, each audited), "Load more" appears.
  for (let i = 0; i < 50; i++) {
    const res = await admin.request.post('/staff/api/staff/invitations', {
      data: { email: `bulk.${i}@example.edu`, role: 'reader' },
    });
    expect(res.status()).toBe(201);
  }
  await admin.reload();
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText('bulk.49@example.edu');
  await admin.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).not.toHaveCount(50);
  expect(await rows.count()).toBeGreaterThan(55);
  await expect(admin.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('the admin sees the live share links and revokes one, which stops working at once', async () => {
  await createApplicant(adminContext.request, staff.dataDir, {
    username: 'ada.lovelace@example.com',
    password: 'Correct-Horse-9-battery',
    answers: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  const found = await admin.request.get('/staff/api/applications?q=lovelace');
  const application = (await found.json()).items[0];
  expect(application?.username).toBe('ada.lovelace@example.com');
  const mint = async () => {
    const res = await admin.request.post(`/staff/api/applications/${application.id}/share-link`, {
      data: {},
    });
    expect(res.status()).toBe(200);
    return new URL((await res.json()).url);
  };
  const links = [await mint(), await mint()];

  await admin
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Share links' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Share links' })).toBeVisible();
  const table = admin.getByTestId('staff-share-links-table');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${application.reference} Ada Lovelace`);
  await expect(rows.first()).toContainText(ADMIN);
  await expectNoViolations(admin);

  await rows
    .first()
    .getByRole('button', { name: /^Revoke/ })
    .click();
  await expect(admin.getByTestId('staff-share-link-revoked')).toContainText(
    'The share link was revoked; it no longer opens the application.',
  );
  await expect(rows).toHaveCount(1);
  await expectNoViolations(admin);
  const view = async (link: URL) =>
    (
      await admin.request.get(
        `/service/tmp-pdf?service_token=${encodeURIComponent(link.searchParams.get('service_token') ?? '')}`,
      )
    ).status();
  // The two rows look alike (same application, maker and minute): one of the links is refused.
  expect((await Promise.all(links.map(view))).sort()).toEqual([200, 401]);
});

test('the admin grants the reader two sensitive categories by keyboard, audited', async () => {
  await admin.goto('/staff/staff');
  const row = admin
    .getByTestId('staff-accounts-table')
    .getByRole('row', { name: new RegExp(READER) });
  await expect(row.getByTestId('staff-grants')).toHaveText('None');
  const change = row.getByRole('button', { name: `Change the sensitive categories of ${READER}` });
  await change.focus();
  await admin.keyboard.press('Enter');
  const every = row.getByRole('checkbox', { name: 'Every category, those added later too' });
  await expect(every).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect(row.getByRole('checkbox', { name: 'Disability and accommodations' })).toBeFocused();
  await admin.keyboard.press('Space');
  await admin.keyboard.press('Tab');
  await expect(row.getByRole('checkbox', { name: 'Religion' })).toBeFocused();
  await admin.keyboard.press('Space');
  await expectNoViolations(admin);
  await row.getByRole('button', { name: 'Save categories' }).focus();
  await admin.keyboard.press('Enter');
  await expect(row.getByTestId('staff-grants')).toHaveText(
    'Disability and accommodations, Religion',
  );
  await expect(change).toBeFocused();

  await admin.goto('/staff/audit');
  await expect(
    admin
      .getByTestId('staff-audit-table')
      .getByRole('cell', { name: 'Changed the sensitive categories granted', exact: true }),
  ).toBeVisible();
});
