import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The messages shown under one field, read through its aria-describedby. */
async function messagesOf(page: Page, label: string, exact = true): Promise<string[]> {
  const input = page.getByLabel(label, { exact });
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return [];
  return page.locator(`[id="${errorId}"] li`).allTextContents();
}

test.describe('Log In card', () => {
  test('validates the changed field on change and everything on submit, sending nothing', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/public/login')) sent++;
    });
    await page.goto('/login');
    await page.getByLabel('Email address').fill('nope');
    expect(await messagesOf(page, 'Email address')).toEqual([
      'Please provide a valid email address.',
    ]);
    // Only the changed field: the untouched password says nothing yet.
    expect(await messagesOf(page, 'Password')).toEqual([]);

    await submit(page);
    expect(await messagesOf(page, 'Password')).toEqual(['Password is required.']);
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);

    await page.getByLabel('Email address').fill('someone@example.com');
    expect(await messagesOf(page, 'Email address')).toEqual([]);
    expect(await messagesOf(page, 'Password')).toEqual(['Password is required.']);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('resending a code needs a valid address', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Resend confirmation code?' }).click();
    expect(await messagesOf(page, 'Email address')).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows a Log In Error toast with the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Whatever-123!');
    await submit(page);
    const toast = page.getByRole('alert').filter({ hasText: 'Log In Error' });
    await expect(toast).toContainText('The email address or password is incorrect.');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the resend failure is titled Resend Confirmation Code Error', async ({ page }) => {
    await page.route('**/public/resend-confirm', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/login');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Resend confirmation code?' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Resend Confirmation Code Error' });
    // A response that is not JSON gets the generic text (spec section 8).
    await expect(toast).toContainText(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const input = page.getByLabel('Password', { exact: true });
    await input.fill('Secret-123!');
    await expect(input).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(input).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(input).toHaveAttribute('type', 'password');
  });
});

test.describe('Sign Up card', () => {
  test('shows each password rule and the checklist states', async ({ page }) => {
    await page.goto('/signup');
    for (const id of ['length', 'uppercase', 'lowercase', 'number', 'special', 'whitespace']) {
      await expect(page.getByTestId(`checklist-${id}`)).toHaveAttribute('data-status', 'inactive');
    }
    await page.getByLabel('Password', { exact: true }).fill(' abc');
    expect(await messagesOf(page, 'Password')).toEqual([
      'Password must be at least 12 characters long.',
      'Password must contain an uppercase letter.',
      'Password must contain a number.',
      'Password must contain a special character, such as ! @ # $ %.',
      'Password must not begin or end with a space.',
    ]);
    await expect(page.getByTestId('checklist-lowercase')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('checklist-uppercase')).toHaveAttribute('data-status', 'error');
    expect(await messagesOf(page, 'Email address')).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill('Abcdefghij1!');
    expect(await messagesOf(page, 'Password')).toEqual([]);
    for (const id of ['length', 'uppercase', 'lowercase', 'number', 'special', 'whitespace']) {
      await expect(page.getByTestId(`checklist-${id}`)).toHaveAttribute('data-status', 'success');
    }

    await page.getByLabel('Password', { exact: true }).fill('');
    expect(await messagesOf(page, 'Password')).toEqual(['Password is required.']);
    await submit(page);
    expect(await messagesOf(page, 'Email address')).toEqual(['Your email address must be valid.']);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('Confirm Your Account card', () => {
  test('needs an address and a 6-digit code', async ({ page }) => {
    await page.goto('/confirm');
    await page.getByLabel('Confirmation code').fill('12a45');
    expect(await messagesOf(page, 'Confirmation code')).toEqual([
      'The confirmation code must be exactly 6 numbers.',
    ]);
    await submit(page);
    expect(await messagesOf(page, 'Email address')).toEqual(['Your email address must be valid.']);
    await page.getByRole('button', { name: 'Resend code' }).click();
    expect(await messagesOf(page, 'Email address')).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a wrong code shows a Confirm Your Account Error toast', async ({ page }) => {
    await page.goto('/confirm?username=nobody-here%40example.com');
    await expect(page.getByText('nobody-here@example.com')).toBeVisible();
    await page.getByLabel('Confirmation code').fill('123456');
    await submit(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Confirm Your Account Error' }),
    ).toContainText('not valid');
  });
});

test.describe('Forgot Password card', () => {
  test('needs a valid address', async ({ page }) => {
    await page.goto('/forgot');
    await submit(page);
    expect(await messagesOf(page, 'Email address')).toEqual(['Your email address must be valid.']);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a failure shows a Forgot Password Error toast', async ({ page }) => {
    await page.route('**/public/forgot-password', (route) =>
      route.fulfill({ status: 500, json: { message: 'The mail service is down.' } }),
    );
    await page.goto('/forgot');
    await page.getByLabel('Email address').fill('someone@example.com');
    await submit(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Forgot Password Error' }),
    ).toContainText('The mail service is down.');
  });
});

test.describe('Reset Password card', () => {
  test('checks the new password, the match and the link', async ({ page }) => {
    await page.goto('/reset?username=someone%40example.com&id=abc');
    await page.getByLabel('New password', { exact: true }).fill('Abcdefghij1!');
    await page.getByLabel('Confirm password', { exact: true }).fill('Abcdefghij1');
    expect(await messagesOf(page, 'Confirm password')).toEqual(['passwords must match']);
    await page.getByLabel('Confirm password', { exact: true }).fill('Abcdefghij1!');
    expect(await messagesOf(page, 'Confirm password')).toEqual([]);
    // Changing the password re-checks the confirmation.
    await page.getByLabel('New password', { exact: true }).fill('Abcdefghij2!');
    expect(await messagesOf(page, 'Confirm password')).toEqual(['passwords must match']);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a link without its id says the link is not valid', async ({ page }) => {
    await page.goto('/reset');
    await submit(page);
    await expect(page.getByTestId('reset-link-error')).toContainText(
      'This password reset link is not valid. Please request a new one.',
    );
    expect(await messagesOf(page, 'New password')).toEqual(['Password is required.']);
  });

  test('a used link shows a Reset Password Error toast', async ({ page }) => {
    await page.goto('/reset?username=someone%40example.com&id=not-a-real-id');
    await page.getByLabel('New password', { exact: true }).fill('Abcdefghij1!');
    await page.getByLabel('Confirm password', { exact: true }).fill('Abcdefghij1!');
    await submit(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Reset Password Error' })).toContainText(
      'not valid',
    );
  });
});

test('the cards link to each other', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
