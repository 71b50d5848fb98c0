import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { byKey } from './support/form';

function removeDialog(page: Page) {
  return page.getByRole('alertdialog', { name: 'Remove Entry' });
}

async function threeSiblings(page: Page): Promise<void> {
  await logInNewApplicant(page);
  await page.goto('/about');
  await byKey(page, 'sibling_1_first_name').fill('Ann');
  for (const n of [2, 3]) {
    await page.getByRole('button', { name: `Add Another (Brother or sister ${n})` }).click();
    await expect(byKey(page, `sibling_${n}_first_name`)).toBeFocused();
  }
  await byKey(page, 'sibling_2_first_name').fill('Bob');
  await byKey(page, 'sibling_3_first_name').fill('Cy');
  await byKey(page, 'sibling_3_age').fill('12');
}

test.describe('removing a repeated entry', () => {
  test('the first entry has no Remove button; later ones are named with their entry', async ({
    page,
  }) => {
    await threeSiblings(page);
    await expect(page.getByRole('button', { name: 'Remove brother or sister 1' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove brother or sister 2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove brother or sister 3' })).toBeVisible();
  });

  test('Cancel keeps everything', async ({ page }) => {
    await threeSiblings(page);
    await page.getByRole('button', { name: 'Remove brother or sister 2' }).click();
    const dialog = removeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('Bob');
    await expect(byKey(page, 'sibling_3_first_name')).toHaveValue('Cy');
  });

  test('removing entry 2 of 3 moves entry 3 up, on the screen and on the server', async ({
    page,
  }) => {
    await threeSiblings(page);
    await page.getByRole('button', { name: 'Remove brother or sister 2' }).click();
    const dialog = removeDialog(page);
    await expect(dialog).toContainText(
      'Are you sure you want to remove “Brother or sister 2”? Its answers will be deleted and the entries after it move up.',
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(byKey(page, 'sibling_1_first_name')).toHaveValue('Ann');
    await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('Cy');
    await expect(byKey(page, 'sibling_2_age')).toHaveValue('12');
    await expect(byKey(page, 'sibling_3_first_name')).toHaveCount(0);
    const saved = await savedAnswers(page);
    expect(saved).toMatchObject({
      sibling_1_first_name: 'Ann',
      sibling_2_first_name: 'Cy',
      sibling_2_age: '12',
      sibling_3_first_name: '',
      sibling_3_age: '',
    });
    expect((await (await page.request.get('/api/add-another')).json()).sibling).toBe(2);

    await page.reload();
    await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('Cy');
    await expect(byKey(page, 'sibling_3_first_name')).toHaveCount(0);
  });
});
