import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { byKey, summary } from './support/form';
import { waitForInactivityTimer } from './support/inactivity-clock';

const SAVED = /^All changes saved at \d{1,2}[:.]\d{2}/;
const RETRYING = "Not saved yet. We'll keep trying.";
/** PUT /api/answer, whatever its query string (the repeater generations, issue 27). */
const isSave = (url: URL) => url.pathname === '/api/answer';

function saveStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /Saving|saved|Not saved/ });
}

/** Types as a person does, key by key, and leaves the caret in the field. */
async function typeInto(page: Page, key: string, value: string): Promise<void> {
  await byKey(page, key).click();
  await byKey(page, key).pressSequentially(value);
}

async function expectServerToHold(page: Page, key: string, value: string): Promise<void> {
  await expect.poll(async () => (await savedAnswers(page))[key]).toBe(value);
}

async function openAbout(page: Page): Promise<string> {
  const email = await logInNewApplicant(page);
  await page.goto('/about');
  await expect(byKey(page, 'first_name')).toBeEditable();
  return email;
}

/** After a logout: logs in again through the API to read what the server kept. */
async function logInAgain(page: Page, email: string): Promise<void> {
  const login = await page.request.post('/public/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
}

/** The answers kept on the device for sending later (none once sent or logged out). */
function unsentOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('admissions.unsent.')),
  );
}

test.describe('nothing typed is lost', () => {
  test('typing saves by itself after a pause and the status says so, politely', async ({
    page,
  }) => {
    await openAbout(page);
    await typeInto(page, 'first_name', 'Ada');
    await expect(saveStatus(page)).toHaveText(SAVED);
    await expect(saveStatus(page)).toHaveAttribute('role', 'status');
    await expectServerToHold(page, 'first_name', 'Ada');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('closing the tab 0.3 s after the last key', async ({ page }) => {
    await openAbout(page);
    const request = page.context().request;
    await typeInto(page, 'last_name', 'Lovelace');
    await page.waitForTimeout(300);
    await page.close();
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/profile')).json()) as { answer: Record<string, string> })
            .answer.last_name,
      )
      .toBe('Lovelace');
  });

  test('going to another site asks first while unsent, then the answer is on the server', async ({
    page,
  }) => {
    await openAbout(page);
    await typeInto(page, 'city', 'Paris');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.goto('about:blank');
    expect(await asked).toBe('beforeunload');
    await expectServerToHold(page, 'city', 'Paris');
  });

  test('no question on leaving once everything is saved', async ({ page }) => {
    await openAbout(page);
    await typeInto(page, 'city', 'Lyon');
    await expect(saveStatus(page)).toHaveText(SAVED);
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await page.goto('about:blank');
    expect(asked).toBe(false);
  });

  test('logging out by hand right after typing', async ({ page }) => {
    const email = await openAbout(page);
    await typeInto(page, 'middle_name', 'Augusta');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await unsentOnDevice(page)).toEqual([]);
    await logInAgain(page, email);
    expect((await savedAnswers(page)).middle_name).toBe('Augusta');
  });

  test('logging out while saves fail keeps the answer on the device for the next login', async ({
    page,
  }) => {
    const email = await openAbout(page);
    await page.route(isSave, (route) => route.abort('internetdisconnected'));
    await typeInto(page, 'middle_name', 'Augusta');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await unsentOnDevice(page)).toHaveLength(1);
    await page.unroute(isSave);
    await logInAgain(page, email);
    await page.goto('/about');
    await expect(byKey(page, 'middle_name')).toHaveValue('Augusta');
    await expectServerToHold(page, 'middle_name', 'Augusta');
  });

  test('the inactivity logout', async ({ page }) => {
    await page.clock.install();
    const email = await openAbout(page);
    await waitForInactivityTimer(page);
    await typeInto(page, 'preferred_name', 'Addie');
    await page.clock.fastForward('15:00');
    await expect(page).toHaveURL(/\/login$/);
    expect(await unsentOnDevice(page)).toEqual([]);
    await logInAgain(page, email);
    expect((await savedAnswers(page)).preferred_name).toBe('Addie');
  });

  test('following a step link right after typing', async ({ page }) => {
    await openAbout(page);
    await typeInto(page, 'first_name', 'Grace');
    await page.getByRole('link', { name: /Final Steps/ }).click();
    await expect(page).toHaveURL(/\/final-steps$/);
    await expectServerToHold(page, 'first_name', 'Grace');
  });

  test('following an error-summary link to another page right after typing', async ({ page }) => {
    await openAbout(page);
    await page.getByRole('link', { name: /Final Steps/ }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await typeInto(page, 'first_name', 'Alan');
    await summary(page)
      .getByRole('link', { name: 'Please choose when you plan to start.' })
      .click();
    await expect(page).toHaveURL(/\/education#entry_term$/);
    await expectServerToHold(page, 'first_name', 'Alan');
  });

  test('an error summary that arrives while the applicant types leaves the caret in the field', async ({
    page,
  }) => {
    await openAbout(page);
    await page.getByRole('link', { name: /Final Steps/ }).click();
    // The summary's code is held back until the applicant has started typing on /about, as on
    // a slow connection: it must not then take the focus and swallow the next keys.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ErrorSummary-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await typeInto(page, 'first_name', 'Al');
    release();
    await expect(summary(page)).toBeVisible();
    await page.keyboard.type('an');
    await expect(byKey(page, 'first_name')).toBeFocused();
    await expect(byKey(page, 'first_name')).toHaveValue('Alan');
    await expectServerToHold(page, 'first_name', 'Alan');
  });

  test('Final Steps has a Save button that saves', async ({ page }) => {
    await logInNewApplicant(page);
    await page.goto('/final-steps');
    await page.locator('#signature').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveStatus(page)).toHaveText(SAVED);
    await expectServerToHold(page, 'signature', 'Ada Lovelace');
  });

  test('offline: the status says so, the answer survives the page, and it is saved once the network is back', async ({
    page,
  }) => {
    await openAbout(page);
    const failSaves = (tab: Page) =>
      tab.route(isSave, (route) => route.abort('internetdisconnected'));
    await failSaves(page);
    await typeInto(page, 'city', 'Nantes');
    await expect(saveStatus(page)).toHaveText(RETRYING);
    expect(await unsentOnDevice(page)).toHaveLength(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Loaded afresh beside it (a reload sends a keepalive as the page unloads, which no test
    // route can stop), with saves still failing: the answer comes from this device alone.
    const again = await page.context().newPage();
    await failSaves(again);
    await again.goto('/about');
    await expect(byKey(again, 'city')).toHaveValue('Nantes');
    await expect(saveStatus(again)).toHaveText(RETRYING);
    expect((await savedAnswers(again)).city ?? '').toBe('');

    await again.unroute(isSave);
    // The `online` event sends a waiting retry at once.
    await again.context().setOffline(true);
    await again.context().setOffline(false);
    await expect(saveStatus(again)).toHaveText(SAVED);
    await expectServerToHold(again, 'city', 'Nantes');
    expect(await unsentOnDevice(again)).toEqual([]);
  });

  test('a plain reload while offline keeps the answer in the form', async ({ page }) => {
    await openAbout(page);
    await page.route(isSave, (route) => route.abort('internetdisconnected'));
    await typeInto(page, 'address_line_2', 'Flat 3');
    await expect(saveStatus(page)).toHaveText(RETRYING);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(byKey(page, 'address_line_2')).toHaveValue('Flat 3');
  });

  test('a visitor’s answers stay on the device across a reload, and go with the sign-up', async ({
    page,
  }) => {
    await page.goto('/about');
    await typeInto(page, 'first_name', 'Visitor');
    await expect(saveStatus(page)).toHaveCount(0);
    await expect.poll(() => unsentOnDevice(page)).toEqual(['admissions.unsent.visitor']);
    await page.reload();
    await expect(byKey(page, 'first_name')).toHaveValue('Visitor');
  });
});
