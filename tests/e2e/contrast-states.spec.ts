import { expect, test, type Page } from '@playwright/test';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { logInNewApplicant } from './support/applicant';
import { expectContrastInEveryState } from './support/contrast-states';
import { summary } from './support/form';

// Issue 30: 4.5:1 text contrast in every state (hover, focus, focus-visible, active), measured
// by axe-core on the pages an applicant sees, before and after submitting.
async function measure(page: Page, path: string, heading: string | RegExp): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectContrastInEveryState(page, path);
}

test.describe('text contrast in every state (issue 30)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the sign-in pages and the application as a visitor', async ({ page }) => {
    await measure(page, '/login', /Log in/i);
    await measure(page, '/signup', /Sign up|Create/i);
    await measure(page, '/about', 'About You');
  });

  test('each page with its errors, Check your answers and the completion page', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/final-steps');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(summary(page)).toBeVisible();
    await measure(page, '/about', 'About You');
    await page
      .getByRole('navigation', { name: 'Application steps' })
      .getByRole('link', { name: /Final Steps/ })
      .click();
    await expect(page).toHaveURL(/\/final-steps$/);
    await expect(summary(page)).toBeVisible();
    await measure(page, '/final-steps', 'Final Steps');
    await measure(page, '/review', 'Check your answers');

    expect((await page.request.put('/api/answer', { data: completeApplication() })).status()).toBe(
      200,
    );
    expect((await page.request.post('/api/submit', { data: {} })).status()).toBe(200);
    await measure(page, '/completion', 'Application submitted');
  });
});
