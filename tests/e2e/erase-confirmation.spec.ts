import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import en from '../../src/client/i18n/messages/en.json' with { type: 'json' };
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { byKey, chooseFirst, confirmErase, eraseDialog, fill, pick } from './support/form';
import { chunkOffline } from './support/offline-chunk';

test.describe('asking before erasing', () => {
  test('leaving a tab with an essay names it; Cancel keeps it, confirming deletes it', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/final-steps');
    // Leaving a document tab waits while its status is still being fetched (spec section 4).
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Write it here' }).click();
    await fill(page, 'additional_info_essay', 'I build engines.');

    await page.getByRole('tab', { name: 'Upload a document' }).click();
    const dialog = eraseDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This change deletes what you have entered for:');
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Anything else you would like us to know',
    ]);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Write it here' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(byKey(page, 'additional_info_essay')).toHaveValue('I build engines.');
    await expect
      .poll(async () => (await savedAnswers(page)).additional_info_essay)
      .toBe('I build engines.');

    await page.getByRole('tab', { name: 'Upload a document' }).click();
    await confirmErase(page);
    await expect(page.getByRole('tab', { name: 'Upload a document' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Write it here' }).click();
    await expect(byKey(page, 'additional_info_essay')).toHaveValue('');
  });

  test('an answer that hides a section holding answers asks first; Cancel keeps the answer', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/about');
    await pick(page, 'citizenship_type', 'N');
    const visa = await chooseFirst(page, 'citizenship_visa_status');

    await page.locator('input[type="radio"][name="citizenship_type"][value="C"]').click();
    const dialog = eraseDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('input[type="radio"][name="citizenship_type"][value="N"]'),
    ).toBeChecked();
    await expect(byKey(page, 'citizenship_visa_status')).toHaveValue(visa);
    await expect.poll(async () => (await savedAnswers(page)).citizenship_type).toBe('N');

    await page.locator('input[type="radio"][name="citizenship_type"][value="C"]').click();
    await confirmErase(page);
    await expect(
      page.locator('input[type="radio"][name="citizenship_type"][value="C"]'),
    ).toBeChecked();
    await expect(byKey(page, 'citizenship_visa_status')).toHaveCount(0);
    await expect.poll(async () => (await savedAnswers(page)).citizenship_visa_status).toBe('');
  });

  test('when the question cannot be fetched, the change is not made and the applicant is told', async ({
    page,
  }) => {
    const dialogChunk = await chunkOffline(page, 'EraseConfirmDialog');
    await logInNewApplicant(page);
    await page.goto('/about');
    await pick(page, 'citizenship_type', 'N');
    const visa = await chooseFirst(page, 'citizenship_visa_status');
    const citizen = page.locator('input[type="radio"][name="citizenship_type"][value="C"]');

    await citizen.click();
    await expect(page.getByText(en['error.generic'])).toBeVisible();
    await expect(eraseDialog(page)).toHaveCount(0);
    await expect(
      page.locator('input[type="radio"][name="citizenship_type"][value="N"]'),
    ).toBeChecked();
    await expect(byKey(page, 'citizenship_visa_status')).toHaveValue(visa);

    dialogChunk.reconnect();
    await citizen.click();
    await expect(eraseDialog(page)).toBeVisible();
  });

  test('a change that hides nothing filled in asks nothing', async ({ page }) => {
    await logInNewApplicant(page);
    await page.goto('/about');
    await pick(page, 'citizenship_type', 'N');
    await pick(page, 'citizenship_type', 'C');
    await expect(eraseDialog(page)).toHaveCount(0);
  });
});
