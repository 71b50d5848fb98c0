import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { summary } from './support/form';

const PAGES = [
  { path: '/about', title: 'About You' },
  { path: '/education', title: 'Academics' },
  { path: '/final-steps', title: 'Final Steps' },
] as const;

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('accessibility of the application pages (axe-core)', () => {
  test('every page, empty, for a visitor', async ({ page }) => {
    for (const { path, title } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoViolations(page);
    }
  });

  test('every page, empty and validating, for a logged-in applicant', async ({ page }) => {
    test.setTimeout(120_000);
    await logInNewApplicant(page);
    await page.goto('/about');
    for (const { path, title } of PAGES) {
      await open(page, path, title);
      await expectNoViolations(page);
    }
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(summary(page)).toBeVisible();
    // Open the widgets that draw more: a select's list and the conditional sections.
    await page.locator('#citizenship_type--N').check();
    await page.locator('#country').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    for (const { path, title } of PAGES) {
      if (path !== '/about') await open(page, path, title);
      await expect(summary(page)).toBeVisible();
      await expectNoViolations(page);
    }
  });
});
