import { expect, test } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { byKey } from './support/form';

// The repeater counts and chosen tabs a page loaded with must not come back when the applicant
// returns to a page in the same visit: fewer entries would hide, and so empty, what was typed.
test('entries added and tabs chosen stay when the applicant moves between pages', async ({
  page,
}) => {
  await logInNewApplicant(page);
  await page.goto('/about');
  await byKey(page, 'sibling_1_first_name').fill('Ann');
  await page.getByRole('button', { name: 'Add Another (Brother or sister 2)' }).click();
  await byKey(page, 'sibling_2_first_name').fill('Bob');
  await page.getByRole('link', { name: /Final Steps/ }).click();
  await expect(page).toHaveURL(/\/final-steps$/);
  await page.getByRole('tab', { name: 'Upload a document' }).click();

  await page.getByRole('link', { name: /About You/ }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('Bob');
  await page.getByRole('link', { name: /Final Steps/ }).click();
  await expect(page.getByRole('tab', { name: 'Upload a document' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: /About You/ }).click();
  await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('Bob');
  await expect.poll(async () => (await savedAnswers(page)).sibling_2_first_name).toBe('Bob');
});
