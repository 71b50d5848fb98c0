import { expect, test } from '@playwright/test';
import site from '../../forms/site.json' with { type: 'json' };
import en from '../../src/client/i18n/messages/en.json' with { type: 'json' };
import { createAccount, logInThroughCard, newEmail } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { chunkOffline } from './support/offline-chunk';

test.describe('header', () => {
  test('a visitor sees Hello! with a log-in link and the popover offers Sign In and Create Account', async ({
    page,
  }) => {
    await page.goto('/about');
    const greeting = page.getByTestId('greeting-banner');
    await expect(greeting).toContainText('Hello!');
    await expectNoViolations(page);

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
    await expectNoViolations(page);

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
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Account' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Account' });
    await expect(panel).toContainText(email);
    await expectNoViolations(page);
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
    await expectNoViolations(page);

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
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(helpButton).toBeFocused();

    await footer.getByRole('button', { name: 'Privacy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy' });
    for (const paragraph of site.privacyNotice) await expect(privacy).toContainText(paragraph);
    await expectNoViolations(page);
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
        await expectNoViolations(page);
        const submit = page.getByRole('button', { name: 'Submit' });
        if (await submit.count()) {
          await submit.click();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          await expectNoViolations(page);
        }
      });
    }
  }
});

test.describe('the header at 320 px (WCAG reflow)', () => {
  for (const path of ['/about', '/about?lang=es']) {
    test(`${path}: the name, the language link and Account do not overlap`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const header = page.getByRole('banner');
      const boxes = await Promise.all(
        [
          header.getByRole('link').first(),
          header.getByRole('link', { name: /^(Español|English)$/ }),
          header.getByRole('button', { name: /^(Account|Cuenta)$/ }),
        ].map(async (element) => {
          const box = await element.boundingBox();
          if (!box) throw new Error('not shown');
          return box;
        }),
      );
      const overlap = (a: (typeof boxes)[0], b: (typeof boxes)[0]) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(320);
      // No word of the name sticks out of its box (over the tools beside it).
      const brand = header.getByRole('link').first();
      expect(await brand.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});
