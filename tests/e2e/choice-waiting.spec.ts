import { expect, test, type Page } from '@playwright/test';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { logInNewApplicant, savedAnswers, secondDevice, twoDevicesOn } from './support/applicant';
import { byKey } from './support/form';

// Issue 27, "nothing is chosen silently": while an answer changed on two devices waits for
// the applicant's choice, neither Submit nor Save & Continue goes on as if it did not.

/** The choice shown at a question changed on two devices, named by its question. */
function choiceAt(page: Page, label: string) {
  return page.getByRole('group', {
    name: `“${label}” was also changed on another device. Which answer do you want to keep?`,
  });
}

/** `key` typed offline on `laptop`, then saved otherwise on `phone`: the laptop, back, shows the choice. */
async function changeOnTwoDevices(laptop: Page, phone: Page, key: string): Promise<void> {
  await laptop.context().setOffline(true);
  await byKey(laptop, key).fill('Laptop');
  await laptop.locator('body').click();
  await byKey(phone, key).fill('Phone');
  await phone.locator('body').click();
  await expect.poll(async () => (await savedAnswers(phone))[key]).toBe('Phone');
  await laptop.context().setOffline(false);
}

test.describe('a choice between two answers waits (issue 27)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Submit is refused and leads to the choice; once chosen, the kept answer is submitted', async ({
    page: laptop,
    browser,
  }) => {
    const email = await logInNewApplicant(laptop);
    expect(
      (await laptop.request.put('/api/answer', { data: completeApplication() })).status(),
    ).toBe(200);
    await laptop.request.put('/api/tabs', {
      data: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
    });
    await laptop.request.put('/api/answer', { data: { additional_info_essay: 'Essay' } });
    await laptop.goto('/final-steps');
    await expect(byKey(laptop, 'signature')).toBeEditable();
    const phone = await secondDevice(browser, email);
    await phone.goto('/final-steps');
    await expect(byKey(phone, 'signature')).toBeEditable();

    await changeOnTwoDevices(laptop, phone, 'signature');
    const choice = choiceAt(laptop, 'Type your full legal name as your signature');
    await expect(choice).toBeVisible();

    await laptop.getByRole('button', { name: 'Submit' }).click();
    await expect(
      laptop.getByText(/^Not submitted: “Type your full legal name as your signature/),
    ).toBeVisible();
    await expect(choice).toBeFocused();
    await expect(laptop).toHaveURL(/\/final-steps#signature-choice$/);
    const profile = await (await phone.request.get('/api/profile')).json();
    expect(JSON.stringify(profile.web_status)).not.toContain('submitted');

    await choice.getByRole('button', { name: 'Keep the answer typed here' }).click();
    await expect.poll(async () => (await savedAnswers(phone)).signature).toBe('Laptop');
    await laptop.getByRole('button', { name: 'Submit' }).click();
    await expect(laptop).toHaveURL(/\/completion$/);
    expect((await savedAnswers(phone)).signature).toBe('Laptop');
  });

  test('Save & Continue and the step links stay on the page and focus the choice', async ({
    page: laptop,
    browser,
  }) => {
    const phone = await twoDevicesOn(laptop, browser, '/about', 'city');

    await changeOnTwoDevices(laptop, phone, 'city');
    const choice = choiceAt(laptop, 'City');
    await expect(choice).toBeVisible();

    await laptop.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(choice).toBeFocused();
    await expect(laptop).toHaveURL(/\/about$/);
    await laptop
      .getByRole('navigation', { name: 'Application steps' })
      .getByRole('link', { name: /Academics/ })
      .click();
    await expect(choice).toBeFocused();
    await expect(laptop).toHaveURL(/\/about$/);

    await choice.getByRole('button', { name: 'Keep the other device’s answer' }).click();
    await laptop.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(laptop).toHaveURL(/\/education$/);
  });

  test('a reload while a choice waits asks before leaving, and asks the choice again', async ({
    page: laptop,
    browser,
  }) => {
    const phone = await twoDevicesOn(laptop, browser, '/about', 'city');

    await changeOnTwoDevices(laptop, phone, 'city');
    await expect(choiceAt(laptop, 'City')).toBeVisible();

    const asked = new Promise<string>((resolve) => {
      laptop.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await laptop.reload();
    expect(await asked).toBe('beforeunload');
    // The answer typed here was kept on the device: sent again, it meets the phone's again.
    const choice = choiceAt(laptop, 'City');
    await expect(choice.getByRole('definition')).toHaveText(['Phone', 'Laptop']);
    await expect(byKey(laptop, 'city')).toHaveValue('Laptop');
    expect((await savedAnswers(phone)).city).toBe('Phone');
    await choice.getByRole('button', { name: 'Keep the answer typed here' }).click();
    await expect.poll(async () => (await savedAnswers(phone)).city).toBe('Laptop');
    await phone.context().close();
  });

  test('a check group’s box changed on two devices gets its own choice', async ({
    page: laptop,
    browser,
  }) => {
    const phone = await twoDevicesOn(laptop, browser, '/about', 'race_asian');
    const box = laptop.getByRole('checkbox', { name: 'Asian', exact: true });

    await laptop.context().setOffline(true);
    await box.check();
    await laptop.locator('body').click();
    // The phone ticks the box and unticks it again: the server holds No at a newer revision.
    const phoneBox = phone.getByRole('checkbox', { name: 'Asian', exact: true });
    await phoneBox.check();
    await expect.poll(async () => (await savedAnswers(phone)).race_asian).toBe(true);
    await phoneBox.uncheck();
    await expect.poll(async () => (await savedAnswers(phone)).race_asian).toBe(false);
    await laptop.context().setOffline(false);

    const choice = choiceAt(laptop, 'Asian (Which of these describe you? Choose all that apply.)');
    await expect(choice.getByRole('definition')).toHaveText(['No', 'Yes']);
    await choice.getByRole('button', { name: 'Keep the answer typed here' }).click();
    await expect(box).toBeFocused();
    await expect.poll(async () => (await savedAnswers(phone)).race_asian).toBe(true);
    await phone.context().close();
  });
});
