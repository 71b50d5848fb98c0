import { expect, test } from '@playwright/test';

test('an unknown path lands on /about with its query string kept', async ({ page }) => {
  await page.goto('/nope?x=1');
  await expect(page).toHaveURL(/\/about\?x=1$/);
});

test('the root path opens the default route', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/about$/);
});
