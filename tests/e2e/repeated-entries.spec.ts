import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers, secondDevice } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { byKey } from './support/form';

// Issue 27: two devices of one applicant. What one removes or hides, the other learns from its
// next save: the save lands on the right entry (or asks, when the entry changed meanwhile) or is
// announced as not kept. (Two tabs of one browser hear each other's saves at once.)

async function openAbout(page: Page): Promise<void> {
  await page.goto('/about');
  await expect(byKey(page, 'first_name')).toBeEditable();
}

function notice(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('a save into a section another device has just hidden is announced as not kept', async ({
  page,
  browser,
}) => {
  const email = await logInNewApplicant(page);
  await openAbout(page);
  const other = await secondDevice(browser, email);
  await openAbout(other);

  await byKey(other, 'mailing_addr_same_as_perm_addr').check();
  await expect
    .poll(async () => (await savedAnswers(other)).mailing_addr_same_as_perm_addr)
    .toBe(true);

  // The first device still shows the mailing address: the city typed there is not kept.
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
  await other.context().close();
});

test('an edit on a device that still shows a removed entry goes to the entry it was typed in', async ({
  page,
  browser,
}) => {
  const email = await logInNewApplicant(page);
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
  const other = await secondDevice(browser, email);
  await openAbout(other);

  await other.getByRole('button', { name: 'Remove brother or sister 2' }).click();
  const dialog = other.getByRole('alertdialog', { name: 'Remove Entry' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The first page still shows four entries; the third is S3.
  await byKey(page, 'sibling_3_first_name').fill('S3-edited');
  await byKey(page, 'first_name').focus();
  await expect(notice(page, 'Entries were removed on another device.')).toBeVisible();
  // The edit is aimed at S3's entry, now second; S3 moved there after the edit began, so the
  // applicant is shown both and chooses (never written over another person's name).
  const choice = page.getByRole('group', { name: /was also changed on another device/ });
  await expect(choice.getByRole('definition')).toHaveText(['S3', 'S3-edited']);
  await expectNoViolations(page);
  await choice.getByRole('button', { name: 'Keep the answer typed here' }).click();
  await expect(choice).toHaveCount(0);
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
  await other.context().close();
});

test('an offline edit to a later entry survives another device’s removal of an entry edited with it', async ({
  page,
  browser,
}) => {
  const email = await logInNewApplicant(page);
  expect(
    (
      await page.request.put('/api/add-another', {
        data: { button_id: 'sibling', num_components: 4 },
      })
    ).status(),
  ).toBe(200);
  const names = { 1: 'S1', 2: 'S2', 3: 'S3', 4: 'S4' };
  const saved = await page.request.put('/api/answer', {
    data: Object.fromEntries(Object.entries(names).map(([n, v]) => [`sibling_${n}_first_name`, v])),
  });
  expect(saved.status()).toBe(200);
  await openAbout(page);
  const other = await secondDevice(browser, email);
  await openAbout(other);

  // Offline, this device edits entries 2 and 4; meanwhile the other removes entry 2.
  await page.context().setOffline(true);
  await byKey(page, 'sibling_2_first_name').fill('S2-edited');
  await byKey(page, 'sibling_4_first_name').fill('S4-edited');
  await byKey(page, 'first_name').focus();
  await other.getByRole('button', { name: 'Remove brother or sister 2' }).click();
  const dialog = other.getByRole('alertdialog', { name: 'Remove Entry' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.context().setOffline(false);

  // The edit of the removed entry is refused and said; the edit of S4, now third, is not lost:
  // S4 moved after it was typed, so the applicant chooses.
  await expect(page.getByText(/^An entry you changed was removed on another device/)).toBeVisible();
  const choice = page.getByRole('group', { name: /was also changed on another device/ });
  await expect(choice.getByRole('definition')).toHaveText(['S4', 'S4-edited']);
  await choice.getByRole('button', { name: 'Keep the answer typed here' }).click();
  await expect(choice).toHaveCount(0);
  await expect
    .poll(async () => {
      const answers = await savedAnswers(page);
      return [1, 2, 3, 4].map((n) => answers[`sibling_${n}_first_name`]);
    })
    .toEqual(['S1', 'S3', 'S4-edited', '']);
  await expect(byKey(page, 'sibling_3_first_name')).toHaveValue('S4-edited');
  await expect(byKey(page, 'sibling_4_first_name')).toHaveCount(0);
  await other.context().close();
});

test('two tabs of one browser: a removal in one moves the entries in the other at once', async ({
  page,
}) => {
  await logInNewApplicant(page);
  expect(
    (
      await page.request.put('/api/add-another', {
        data: { button_id: 'sibling', num_components: 3 },
      })
    ).status(),
  ).toBe(200);
  const saved = await page.request.put('/api/answer', {
    data: { sibling_1_first_name: 'S1', sibling_2_first_name: 'S2', sibling_3_first_name: 'S3' },
  });
  expect(saved.status()).toBe(200);
  await openAbout(page);
  const other = await page.context().newPage();
  await openAbout(other);

  await page.getByRole('button', { name: 'Remove brother or sister 2' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Entry' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The other tab shows the entries as they are saved, not S3's answers over S2's entry.
  await expect(byKey(other, 'sibling_2_first_name')).toHaveValue('S3');
  await expect(byKey(other, 'sibling_3_first_name')).toHaveCount(0);
  // Typing there after goes to the entry it is typed in.
  await byKey(other, 'sibling_2_first_name').fill('S3-edited');
  await byKey(other, 'first_name').focus();
  await expect
    .poll(async () => {
      const answers = await savedAnswers(other);
      return [1, 2, 3].map((n) => answers[`sibling_${n}_first_name`]);
    })
    .toEqual(['S1', 'S3-edited', '']);
  await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('S3-edited');
});

test('removing an entry a page showed empty, which another device filled meanwhile, removes nothing', async ({
  page,
  browser,
}) => {
  const email = await logInNewApplicant(page);
  const put = await page.request.put('/api/add-another', {
    data: { button_id: 'sibling', num_components: 3 },
  });
  expect(put.status()).toBe(200);
  const saved = await page.request.put('/api/answer', {
    data: { sibling_1_first_name: 'S1', sibling_3_first_name: 'S3' },
  });
  expect(saved.status()).toBe(200);
  await openAbout(page);
  const other = await secondDevice(browser, email);
  await openAbout(other);
  await byKey(other, 'sibling_2_first_name').fill('Bob');
  await byKey(other, 'first_name').focus();
  await expect.poll(async () => (await savedAnswers(other)).sibling_2_first_name).toBe('Bob');

  // The first page still shows entry 2 empty: the applicant removes it, thinking it is.
  await page.getByRole('button', { name: 'Remove brother or sister 2' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Entry' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(
    page.getByText(/^This entry was changed on another device, so it was not removed\./),
  ).toBeVisible();
  await expect(byKey(page, 'sibling_2_first_name')).toHaveValue('Bob');
  await expect(byKey(page, 'sibling_3_first_name')).toHaveValue('S3');
  const answers = await savedAnswers(other);
  expect([1, 2, 3].map((n) => answers[`sibling_${n}_first_name`])).toEqual(['S1', 'Bob', 'S3']);
  await expectNoViolations(page);
  await other.context().close();
});
