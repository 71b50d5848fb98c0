import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers, secondDevice, twoDevicesOn } from './support/applicant';
import { byKey, confirmErase, eraseDialog } from './support/form';
import { makePdf } from '../fixtures/documents';

const SAVED = /^All changes saved at \d{1,2}[:.]\d{2}/;
const RETRYING = "Not saved yet. We'll keep trying.";
const CONFLICTED =
  'Not saved: an answer was also changed on another device. Choose which one to keep.';

function saveStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /Saving|saved|Not saved/ });
}

async function typeInto(page: Page, key: string, value: string): Promise<void> {
  await byKey(page, key).click();
  await byKey(page, key).pressSequentially(value);
}

/** The choice shown at a question changed on two devices, named by its question. */
function conflictAt(page: Page, label: string) {
  return page.getByRole('group', {
    name: `“${label}” was also changed on another device. Which answer do you want to keep?`,
  });
}

async function openAbout(page: Page): Promise<void> {
  await page.goto('/about');
  await expect(byKey(page, 'city')).toBeEditable();
}

test.describe('answers changed on two devices (issue 27)', () => {
  test('an offline laptop’s older answers do not overwrite the phone’s: the applicant chooses', async ({
    page: laptop,
    browser,
  }) => {
    const email = await logInNewApplicant(laptop);
    await openAbout(laptop);
    const phone = await secondDevice(browser, email);
    await openAbout(phone);

    await laptop.context().setOffline(true);
    await typeInto(laptop, 'city', 'OLD');
    await typeInto(laptop, 'last_name', 'Older');
    await expect(saveStatus(laptop)).toHaveText(RETRYING);

    await typeInto(phone, 'city', 'NEW');
    await typeInto(phone, 'last_name', 'Newer');
    await phone.locator('body').click();
    // The status may still show the city's save: wait for the server to hold both.
    await expect
      .poll(async () => savedAnswers(phone))
      .toMatchObject({ city: 'NEW', last_name: 'Newer' });
    await expect(saveStatus(phone)).toHaveText(SAVED);

    await laptop.context().setOffline(false);
    const city = conflictAt(laptop, 'City');
    const lastName = conflictAt(laptop, 'Last name (family name)');
    await expect(city).toBeVisible();
    await expect(city.getByRole('definition')).toHaveText(['NEW', 'OLD']);
    await expect(lastName.getByRole('definition')).toHaveText(['Newer', 'Older']);
    await expect(saveStatus(laptop)).toHaveText(CONFLICTED);
    // The server kept the phone's answers; the laptop still shows what was typed there.
    expect(await savedAnswers(phone)).toMatchObject({ city: 'NEW', last_name: 'Newer' });
    await expect(byKey(laptop, 'city')).toHaveValue('OLD');
    expect((await new AxeBuilder({ page: laptop }).analyze()).violations).toEqual([]);

    // By keyboard: the other device's last name.
    await lastName.getByRole('button', { name: 'Keep the other device’s answer' }).focus();
    await laptop.keyboard.press('Enter');
    await expect(lastName).toHaveCount(0);
    await expect(byKey(laptop, 'last_name')).toHaveValue('Newer');
    await expect(byKey(laptop, 'last_name')).toBeFocused();
    await expect(saveStatus(laptop)).toHaveText(CONFLICTED);

    // This device's city: saved over the phone's, now knowingly.
    await city.getByRole('button', { name: 'Keep the answer typed here' }).click();
    await expect(city).toHaveCount(0);
    await expect(saveStatus(laptop)).toHaveText(SAVED);
    await expect
      .poll(async () => savedAnswers(phone))
      .toMatchObject({ city: 'OLD', last_name: 'Newer' });
    await phone.context().close();
  });

  test('answers kept on a device since it was closed offline still name their base when reopened', async ({
    page: laptop,
    browser,
  }) => {
    const email = await logInNewApplicant(laptop);
    const device = laptop.context();
    await openAbout(laptop);
    await device.setOffline(true);
    await typeInto(laptop, 'city', 'OLD');
    await expect(saveStatus(laptop)).toHaveText(RETRYING);
    // Chromium may still send a closing page's keepalive save while its context is emulated
    // offline; a device that is really offline cannot, so the page's network refuses too.
    await laptop.evaluate(() => {
      window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    });
    await laptop.close();

    const phone = await secondDevice(browser, email);
    await openAbout(phone);
    await typeInto(phone, 'city', 'NEW');
    await phone.locator('body').click();
    await expect.poll(async () => (await savedAnswers(phone)).city).toBe('NEW');

    await device.setOffline(false);
    const reopened = await device.newPage();
    await openAbout(reopened);
    await expect(byKey(reopened, 'city')).toHaveValue('OLD');
    await expect(conflictAt(reopened, 'City').getByRole('definition')).toHaveText(['NEW', 'OLD']);
    expect((await savedAnswers(phone)).city).toBe('NEW');
    await phone.context().close();
  });

  test('two tabs: a save in one shows in the other without a reload', async ({ page }) => {
    await logInNewApplicant(page);
    await openAbout(page);
    const other = await page.context().newPage();
    await openAbout(other);
    await typeInto(page, 'city', 'Lyon');
    await expect(saveStatus(page)).toHaveText(SAVED);
    await expect(byKey(other, 'city')).toHaveValue('Lyon');

    // A field with unsent typing is never replaced under the cursor: its save is a conflict.
    // By path: a save carries its repeater generations in the query string.
    const save = (url: URL) => url.pathname === '/api/answer';
    await other.route(save, (route) => route.abort('internetdisconnected'));
    await typeInto(other, 'city', ' Nord');
    await expect(saveStatus(other)).toHaveText(RETRYING);
    await byKey(page, 'city').fill('Lille');
    await page.locator('body').click();
    await expect.poll(async () => (await savedAnswers(page)).city).toBe('Lille');
    await expect(saveStatus(page)).toHaveText(SAVED);
    await expect(byKey(other, 'city')).toHaveValue('Lyon Nord');
    await other.unroute(save);
    // The `online` event sends the waiting retry at once.
    await other.context().setOffline(true);
    await other.context().setOffline(false);
    const city = conflictAt(other, 'City');
    await expect(city.getByRole('definition')).toHaveText(['Lille', 'Lyon Nord']);
    expect((await savedAnswers(other)).city).toBe('Lille');
  });

  test('a tab choice on a page behind does not empty the essay the other device wrote', async ({
    page: laptop,
    browser,
  }) => {
    const email = await logInNewApplicant(laptop);
    await laptop.request.put('/api/tabs', {
      data: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
    });
    await laptop.goto('/final-steps');
    const essay = 'additional_info_essay';
    await expect(byKey(laptop, essay)).toBeEditable();
    const phone = await secondDevice(browser, email);
    await phone.goto('/final-steps');
    await typeInto(phone, essay, 'Written on the phone.');
    await phone.locator('body').click();
    await expect.poll(async () => (await savedAnswers(phone))[essay]).toBe('Written on the phone.');

    // The laptop still shows the essay empty, so it does not ask before leaving the tab.
    await laptop.getByRole('tab', { name: 'Upload a document' }).click();
    await expect(
      laptop.getByText(/^Answers in the other tab were changed on another device/),
    ).toBeVisible();
    await expect(laptop.getByRole('tab', { name: 'Write it here' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(byKey(laptop, essay)).toHaveValue('Written on the phone.');
    expect((await savedAnswers(phone))[essay]).toBe('Written on the phone.');
    await phone.context().close();
  });

  test('leaving a tab on a page behind does not delete the document the other device uploaded', async ({
    page: laptop,
    browser,
  }) => {
    const email = await logInNewApplicant(laptop);
    await laptop.goto('/final-steps');
    const essayTab = laptop.getByRole('tab', { name: 'Write it here' });
    await expect(essayTab).toBeVisible();
    const phone = await secondDevice(browser, email);
    await phone.goto('/final-steps');
    await phone.locator('#additional_info_doc__input').setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(['A letter of support']),
    });
    await expect(phone.getByText(/letter\.pdf \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });

    // The laptop still shows the upload tab empty, so it does not ask before leaving it.
    await essayTab.click();
    await expect(
      laptop.getByText(/^Answers in the other tab were changed on another device/),
    ).toBeVisible();
    await expect(laptop.getByText(/letter\.pdf \(\d+ KB\)/)).toBeVisible();
    await expect(laptop.getByRole('tab', { name: 'Upload a document' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const held = await (await phone.request.get('/api/document-answer')).json();
    expect(Object.keys(held)).toEqual(['additional_info_doc']);
    await phone.context().close();
  });

  test('"same as my permanent address" on a page behind does not empty the mailing address the other device wrote', async ({
    page: laptop,
    browser,
  }) => {
    const same = 'mailing_addr_same_as_perm_addr';
    const phone = await twoDevicesOn(laptop, browser, '/about', 'mailing_city');
    await typeInto(phone, 'mailing_city', 'Portland');
    await phone.locator('body').click();
    await expect.poll(async () => (await savedAnswers(phone)).mailing_city).toBe('Portland');

    // The laptop still shows the mailing address empty, so it does not ask before hiding it.
    await byKey(laptop, same).check();
    await expect(
      laptop.getByText(/^Answers your change would hide were changed on another device/),
    ).toBeVisible();
    await expect(byKey(laptop, same)).not.toBeChecked();
    await expect(byKey(laptop, 'mailing_city')).toHaveValue('Portland');
    expect(await savedAnswers(phone)).toMatchObject({ mailing_city: 'Portland' });

    // Now that the laptop shows it, choosing again asks first, and then it goes.
    await byKey(laptop, same).click();
    await expect(eraseDialog(laptop).getByRole('listitem')).toHaveText(['City']);
    await confirmErase(laptop);
    await expect
      .poll(async () => savedAnswers(phone))
      .toMatchObject({ [same]: true, mailing_city: '' });
    await phone.context().close();
  });

  test('deleting a file on a page behind does not delete the one the other device put in its place', async ({
    page: laptop,
    browser,
  }) => {
    const email = await logInNewApplicant(laptop);
    await laptop.goto('/final-steps');
    const upload = async (page: Page, name: string, text: string) => {
      await page.locator('#additional_info_doc__input').setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: await makePdf([text]),
      });
      await expect(
        page.getByText(new RegExp(`${name.replace('.', '\\.')} \\(\\d+ KB\\)`)),
      ).toBeVisible({
        timeout: 30_000,
      });
    };
    const deleteFile = async (page: Page) => {
      await page.getByRole('button', { name: 'Delete your file' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete File' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toBeHidden();
    };
    await upload(laptop, 'laptop.pdf', 'Written on the laptop');
    const phone = await secondDevice(browser, email);
    await phone.goto('/final-steps');
    await expect(phone.getByText(/laptop\.pdf/)).toBeVisible();
    await deleteFile(phone);
    await upload(phone, 'phone.pdf', 'Written on the phone');

    // The laptop still shows its own file; the applicant deletes it there.
    await expect(laptop.getByText(/laptop\.pdf/)).toBeVisible();
    await deleteFile(laptop);
    await expect(
      laptop.getByText(/^The file was replaced on another device, so it was not deleted\./),
    ).toBeVisible();
    await expect(laptop.getByText(/phone\.pdf \(\d+ KB\)/)).toBeVisible();
    const held = await (await phone.request.get('/api/document-answer')).json();
    expect(held).toMatchObject({ additional_info_doc: { file_name: 'phone.pdf' } });
    await phone.context().close();
  });
});
