import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, logInThroughCard, newEmail } from './support/accounts';
import { waitForInactivityTimer } from './support/inactivity-clock';

const INACTIVITY_MESSAGE = 'You have been automatically logged out due to inactivity.';

function prompt(page: Page) {
  return page.getByRole('alertdialog', { name: 'Still working?' });
}

/** A logged-in applicant whose page runs on Playwright's fake clock (no real waiting). */
async function loggedInOnFakeClock(page: Page, request: Parameters<typeof createAccount>[0]) {
  await page.clock.install();
  const email = await createAccount(request, newEmail('idle'));
  await logInThroughCard(page, email);
  await waitForInactivityTimer(page);
  return email;
}

test('the prompt appears 60 seconds before the timeout, is announced, and Yes keeps the session', async ({
  page,
  request,
}) => {
  await loggedInOnFakeClock(page, request);
  await page.clock.fastForward('13:45');
  await expect(prompt(page)).toBeHidden();
  await page.clock.fastForward('00:20');

  const dialog = prompt(page);
  await expect(dialog).toBeVisible();
  // An alert dialog with its text as description: screen readers announce both on opening.
  await expect(dialog).toHaveAccessibleDescription(
    'You have been inactive for a little while. Would you like to stay logged in?',
  );
  const stay = dialog.getByRole('button', { name: 'Yes - Take me back to my application' });
  await expect(stay).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'No - Please log me out' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const keepAlive = page.waitForRequest(
    (req) => req.url().endsWith('/api/keep-alive') && req.method() === 'POST',
  );
  await stay.click();
  expect((await (await keepAlive).response())?.status()).toBe(200);
  await expect(dialog).toBeHidden();

  // The clock started again: 13 more minutes are fine, a 14th brings the prompt back.
  await page.clock.fastForward('13:00');
  await expect(prompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
  await page.clock.fastForward('01:05');
  await expect(prompt(page)).toBeVisible();
});

test('No logs out', async ({ page, request }) => {
  await loggedInOnFakeClock(page, request);
  await page.clock.fastForward('14:00');
  await prompt(page).getByRole('button', { name: 'No - Please log me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');
  expect((await page.request.get('/api/profile')).status()).toBe(401);
});

test('15 minutes without activity log out with the inactivity message', async ({
  page,
  request,
}) => {
  await loggedInOnFakeClock(page, request);
  await page.clock.fastForward('14:00');
  await expect(prompt(page)).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-error-message')).toHaveText(INACTIVITY_MESSAGE);
  expect((await page.request.get('/api/profile')).status()).toBe(401);
});

test('activity keeps the prompt away', async ({ page, request }) => {
  await loggedInOnFakeClock(page, request);
  for (let i = 0; i < 3; i++) {
    await page.clock.fastForward('10:00');
    await page.mouse.move(20 + i, 20);
  }
  await expect(prompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
});

test('coming back after 15 minutes or more logs out at once', async ({ page, request }) => {
  await loggedInOnFakeClock(page, request);
  // The computer slept: the time jumps without any timer running, then the user moves the mouse.
  await page.clock.pauseAt(Date.now() + 20 * 60_000);
  await page.mouse.move(50, 50);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-error-message')).toHaveText(INACTIVITY_MESSAGE);
});

test('a 401 from the keep-alive sends the user to /login with the invalid-session message', async ({
  page,
  request,
}) => {
  await loggedInOnFakeClock(page, request);
  await page.route('**/api/keep-alive', (route) =>
    route.fulfill({ status: 401, json: { message: 'Session expired.' } }),
  );
  await page.clock.fastForward('14:00');
  await prompt(page).getByRole('button', { name: 'Yes - Take me back to my application' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-error-message')).toHaveText(
    'Your session is invalid. Please clear your cookies and login again.',
  );
});

test('nothing happens to a visitor', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  await page.clock.fastForward('30:00');
  await expect(prompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
});
