// The shell's feedback: toasts (their timings, F8, a swipe), the root error page, the
// Unexpected Error dialog and Submit's spinner.
import { expect, test } from '@playwright/test';
import { createAccount, logInThroughCard, newEmail } from './support/accounts';
import { expectNoViolations } from './support/axe';

test.describe('toasts', () => {
  test('success toasts close after 5000 ms, errors stay 300000 ms, F8 focuses them, a swipe of 50 px closes one', async ({
    page,
  }) => {
    await page.clock.install();
    await page.route('**/public/forgot-password', (route) =>
      route.fulfill({ status: 500, json: { message: 'Mail is down.' } }),
    );
    await page.goto('/confirm?username=someone%40example.com');
    await page.getByRole('button', { name: 'Resend code' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Success' });
    await expect(success).toBeVisible();
    await expectNoViolations(page);
    await page.clock.fastForward(5_100);
    await expect(success).toHaveCount(0);

    await page.goto('/forgot');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Forgot Password Error' });
    await expect(error).toBeVisible();
    await expectNoViolations(page);

    await page.keyboard.press('F8');
    await expect(error).toBeFocused();
    await page.getByLabel('Email address').focus(); // hovering or focusing pauses the timer

    await page.clock.fastForward(60_000);
    await expect(error).toBeVisible();

    // A short drag leaves it; a drag past the threshold closes it.
    const box = (await error.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 3 });
    await page.mouse.up();
    await expect(error).toBeVisible();
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 3 });
    await page.mouse.up();
    await expect(error).toHaveCount(0);
  });

  test('an error toast closes by itself after 300000 ms', async ({ page }) => {
    await page.clock.install();
    await page.route('**/public/forgot-password', (route) =>
      route.fulfill({ status: 500, json: { message: 'Mail is down.' } }),
    );
    await page.goto('/forgot');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Forgot Password Error' });
    await expect(error).toBeVisible();
    await page.mouse.move(0, 0);
    // The installed clock also runs in real time; leave a margin for a busy machine.
    await page.clock.fastForward(290_000);
    await expect(error).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(error).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test('a route loader error shows the root error page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'logged_in', value: '1', url: baseURL! }]);
    await page.route('**/api/profile', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database down.' } }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.');
    await expect(
      page.getByText(
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      ),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test('a failed logout opens the Unexpected Error dialog', async ({ page, request }) => {
    const email = await createAccount(request, newEmail('logoutfail'));
    await logInThroughCard(page, email);
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unexpected Error' });
    await expect(dialog).toContainText(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a spinner shows on Submit while the request runs', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/public/forgot-password', async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { message: 'Sent.' } });
    });
    await page.goto('/forgot');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    const spinner = page.locator('.auth-card__submit .spinner');
    await expect(spinner).toBeVisible();
    // 0.8rem across (its box, not the rotating bounding box).
    expect(await spinner.evaluate((el) => (el as HTMLElement).offsetWidth)).toBeCloseTo(12.8, 0);
    release();
    await expect(page.getByTestId('forgot-success')).toContainText('Sent.');
  });
});

// One test per card and width: twelve axe runs in one test outgrew its time on a loaded machine.
