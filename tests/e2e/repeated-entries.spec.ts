import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { byKey } from './support/form';

// Issue 27: two pages of one applicant. What one page removes or hides, the other learns from
// its next save: the save lands on the right entry or is announced as not kept.

async function openAbout(page: Page): Promise<void> {
  await page.goto('/about');
  await expect(byKey(page, 'first_name')).toBeEditable();
}

function notice(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('a save into a section another page has just hidden is announced as not kept', async ({
  page,
}) => {
  await logInNewApplicant(page);
  await openAbout(page);
  const other = await page.context().newPage();
  await openAbout(other);

  await byKey(other, 'mailing_addr_same_as_perm_addr').check();
  await expect
    .poll(async () => (await savedAnswers(other)).mailing_addr_same_as_perm_addr)
    .toBe(true);

  // The first page still shows the mailing address: the city typed there is not kept.
  await byKey(page, 'mailing_city').fill('Paris');
  await byKey(page, 'first_name').focus();
  const said = notice(page, 'These answers were not kept');
  await expect(said).toHaveText(
    /These answers were not kept, because your answers elsewhere now hide their questions: City \(Mailing address\)\./,
  );
  // The page now shows what is stored: the box ticked, the section it hides gone.
  await expect(byKey(page, 'mailing_addr_same_as_perm_addr')).toBeChecked();
  await expect(byKey(page, 'mailing_city')).toBeHidden();
  expect((await savedAnswers(page)).mailing_city ?? '').toBe('');
  await expectNoViolations(page);
});

test('an edit on a page that still shows a removed entry lands on the entry it was typed in', async ({
  page,
}) => {
  await logInNewApplicant(page);
  const put = await page.request.put('/api/add-another', {
    data: { button_id: 'sibling', num_components: 4 },
  });
  expect(put.status()).toBe(200);
  const saved = await page.request.put('/api/answer', {
    data: {
      sibling_1_first_name: 'S1',
      sibling_2_first_name: 'S2',
      sibling_3_first_name: 'S3',
      sibling_4_first_name: 'S4',
    },
  });
  expect(saved.status()).toBe(200);
  await openAbout(page);
  const other = await page.context().newPage();
  await openAbout(other);

  await other.getByRole('button', { name: 'Remove brother or sister 2' }).click();
  const dialog = other.getByRole('alertdialog', { name: 'Remove Entry' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The first page still shows four entries; the third is S3.
  await byKey(page, 'sibling_3_first_name').fill('S3-edited');
  await byKey(page, 'first_name').focus();
  await expect(notice(page, 'Entries were removed on another device.')).toBeVisible();
  await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('S3-edited');
  await expect(byKey(page, 'sibling_3_first_name')).toHaveValue('S4');
  await expect(byKey(page, 'sibling_4_first_name')).toHaveCount(0);
  const answers = await savedAnswers(page);
  expect([1, 2, 3, 4].map((n) => answers[`sibling_${n}_first_name`])).toEqual([
    'S1',
    'S3-edited',
    'S4',
    '',
  ]);
  await expectNoViolations(page);
});
