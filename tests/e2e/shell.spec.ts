import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import site from '../../forms/site.json' with { type: 'json' };
import en from '../../src/client/i18n/messages/en.json' with { type: 'json' };
import { createAccount, logInThroughCard, newEmail } from './support/accounts';
import { chunkOffline } from './support/offline-chunk';

async function noAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test.describe('header', () => {
  test('a visitor sees Hello! with a log-in link and the popover offers Sign In and Create Account', async ({
    page,
  }) => {
    await page.goto('/about');
    const greeting = page.getByTestId('greeting-banner');
    await expect(greeting).toContainText('Hello!');
    await noAxeViolations(page);

    const toggle = page.getByRole('button', { name: 'Account' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Account' });
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(panel.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await noAxeViolations(page);

    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await greeting.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the popover works from the keyboard alone and shows the username once logged in', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request, newEmail('popover'));
    await logInThroughCard(page, email);
    await expect(page.getByTestId('greeting-banner')).toContainText("You're in!");
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Account' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Account' });
    await expect(panel).toContainText(email);
    await noAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the alert banner shows only between its start and end', async ({ page }) => {
    const inside = new Date(new Date(site.alertBanner.start).getTime() + 60_000);
    await page.clock.setFixedTime(inside);
    await page.goto('/login');
    const banner = page.getByTestId('alert-banner');
    await expect(banner).toHaveText(site.alertBanner.text);
    await noAxeViolations(page);

    await page.clock.setFixedTime(new Date(site.alertBanner.end));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('the alert banner disappears by itself at its end', async ({ page }) => {
    await page.clock.install({ time: new Date(new Date(site.alertBanner.end).getTime() - 60_000) });
    await page.goto('/about');
    await expect(page.getByTestId('alert-banner')).toBeVisible();
    await page.clock.fastForward('01:01');
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('shows the postal address and opens the Help and Privacy modals from site.json', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.address.line1);
    await expect(footer).toContainText(
      `${site.address.city}, ${site.address.state} ${site.address.zip}`,
    );

    const helpButton = footer.getByRole('button', { name: 'Help' });
    await helpButton.click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByRole('link', { name: site.help.email })).toHaveAttribute(
      'href',
      `mailto:${site.help.email}`,
    );
    await expect(help).toContainText(site.help.office);
    await expect(help).toContainText(site.help.phone);
    await noAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(helpButton).toBeFocused();

    await footer.getByRole('button', { name: 'Privacy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy' });
    for (const paragraph of site.privacyNotice) await expect(privacy).toContainText(paragraph);
    await noAxeViolations(page);
    await privacy.getByRole('button', { name: 'Close' }).click();
    await expect(privacy).toBeHidden();
  });

  test('a modal whose code cannot be fetched says so, and opens on the next try', async ({
    page,
  }) => {
    const helpChunk = await chunkOffline(page, 'HelpModal');
    await page.goto('/about');
    const helpButton = page.getByRole('contentinfo').getByRole('button', { name: 'Help' });
    await helpButton.click();
    await expect(page.getByText(en['error.generic'])).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Help' })).toHaveCount(0);

    helpChunk.reconnect();
    // The error toast now covers the footer: the keyboard reaches the button.
    await helpButton.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  });
});

test.describe('modal sizes', () => {
  const cases = [
    { width: 1280, expected: { small: 480, medium: 960, large: 1024 } },
    { width: 768, expected: { small: 480, medium: 537.6, large: 691.2 } },
    { width: 375, expected: { small: 343, medium: 343, large: 343 } },
  ];
  for (const { width, expected } of cases) {
    test(`30rem, 60rem and 80vw on desktop; 30rem, 70vw and 90vw on tablet; full width on phones (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      const widths = await page.evaluate(() =>
        ['small', 'medium', 'large'].map((size) => {
          const dialog = document.createElement('dialog');
          dialog.className = `modal modal--${size}`;
          document.body.append(dialog);
          dialog.show();
          const measured = dialog.getBoundingClientRect().width;
          dialog.remove();
          return measured;
        }),
      );
      expect(widths[0]).toBeCloseTo(expected.small, 0);
      expect(widths[1]).toBeCloseTo(expected.medium, 0);
      expect(widths[2]).toBeCloseTo(expected.large, 0);
    });
  }
});

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
    await noAxeViolations(page);
    await page.clock.fastForward(5_100);
    await expect(success).toHaveCount(0);

    await page.goto('/forgot');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Forgot Password Error' });
    await expect(error).toBeVisible();
    await noAxeViolations(page);

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
    await noAxeViolations(page);
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
    await noAxeViolations(page);
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
test.describe('every card at 375, 768 and 1280 px', () => {
  const cards = [
    '/login',
    '/signup',
    '/confirm',
    '/forgot',
    '/reset?username=a%40b.co&id=x',
    '/about',
  ];
  for (const width of [375, 768, 1280]) {
    for (const path of cards) {
      test(`${path} has no sideways scrolling and no axe violations at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await noAxeViolations(page);
        const submit = page.getByRole('button', { name: 'Submit' });
        if (await submit.count()) {
          await submit.click();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          await noAxeViolations(page);
        }
      });
    }
  }
});
