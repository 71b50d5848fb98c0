import { expect, test } from '@playwright/test';
import { logInNewApplicant } from './support/applicant';

// A check group's Change link on /review (issue 30) lands on its first box: the group's own
// key names no element, and focus stayed on the page's body.
test('the Change link of a check group focuses its first box', async ({ page }) => {
  await logInNewApplicant(page);
  await page.goto('/review');
  const change = page.getByRole('link', { name: /^Change Which of these describe you/ });
  await expect(change).toHaveAttribute('href', '/about#race_american_indian');
  await change.click();
  await expect(
    page.getByRole('checkbox', { name: 'American Indian or Alaska Native' }),
  ).toBeFocused();
});
