import { expect, test } from '@playwright/test';
import {
  confirmationCode,
  createAccount,
  logInThroughCard,
  mailLink,
  newEmail,
  PASSWORD,
} from './support/accounts';
import { waitForHydration } from './support/hydration';

test('sign up, confirm with the mailed code, log in, log out and log in again', async ({
  page,
}) => {
  const email = newEmail('journey');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();

  // Sign-up leads to /confirm with the username carried in navigation state.
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await confirmationCode(email));
  await page.getByRole('button', { name: 'Submit' }).click();

  // Confirm leads to /login, the address already filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-message')).toContainText('confirmed');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();

  // Login leads to the default route with the first-login banner.
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId('greeting-banner')).toContainText("You're in!");

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');

  await logInThroughCard(page, email);
  await expect(page.getByTestId('greeting-banner')).toContainText('Welcome back!');
  await expect(page.getByTestId('greeting-banner')).not.toContainText("You're in!");
});

test('forgot password: the mailed link resets the password, then the new one logs in', async ({
  page,
  request,
}) => {
  const email = await createAccount(request, newEmail('forgot'));
  const newPassword = 'Brand-New-Passw0rd!';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByTestId('forgot-success');
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close message' }).click();
  await expect(success).toBeHidden();

  const link = await mailLink(email, '/reset', 'Reset your');
  expect(link.searchParams.get('username')).toBe(email);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-message')).toContainText('reset');
  await logInThroughCard(page, email, newPassword);
});

test('resend from the Log In card leads to /confirm and a new code confirms', async ({
  page,
  request,
}) => {
  const email = newEmail('resend');
  expect(
    (
      await request.post('/public/signup', { data: { username: email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await confirmationCode(email, 1);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Resend confirmation code?' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByText(email)).toBeVisible();

  // The code field accepts a pasted code with spaces and words around it.
  const code = await confirmationCode(email, 2);
  await page.getByLabel('Confirmation code').focus();
  await page.evaluate(
    (text) => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `Code: ${code.slice(0, 3)} ${code.slice(3)}`,
  );
  await expect(page.getByLabel('Confirmation code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('logging in to an unconfirmed account answers like a wrong password and suggests confirming', async ({
  page,
  request,
}) => {
  const email = newEmail('unconfirmed');
  expect(
    (
      await request.post('/public/signup', { data: { username: email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Log In Error' });
  await expect(toast).toContainText('The email address or password is incorrect.');
  const hint = page.getByTestId('login-unconfirmed-hint');
  await expect(hint).toContainText('Not confirmed your account yet?');
  await hint.getByRole('link', { name: 'Confirm Your Account' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByLabel('Confirmation code')).toBeVisible();
});

test('the Log In card works from the keyboard alone', async ({ page, request }) => {
  const email = await createAccount(request, newEmail('keyboard'));
  await page.goto('/login');
  // Until hydration the gate fieldset disables the card's controls, and Tab passes over them.
  await waitForHydration(page);
  // The skip link comes first and moves the focus to the card.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The fragment's target takes the focus in a task of its own: a Tab pressed before it lands
  // would start from the skip link.
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
});
