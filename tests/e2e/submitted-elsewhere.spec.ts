import { expect, test } from '@playwright/test';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { logInNewApplicant, secondDevice } from './support/applicant';
import { byKey } from './support/form';

// Spec section 2's routing rule: a submitted application is at /completion. A device left
// open while another submitted goes there at its first refused save, and says why.
test('a save refused because another device submitted moves to /completion and says so', async ({
  page: laptop,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await logInNewApplicant(laptop);
  await laptop.goto('/about');
  await expect(byKey(laptop, 'middle_name')).toBeEditable();

  const phone = await secondDevice(browser, email);
  expect((await phone.request.put('/api/answer', { data: completeApplication() })).status()).toBe(
    200,
  );
  await phone.request.put('/api/tabs', {
    data: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
  });
  await phone.request.put('/api/answer', { data: { additional_info_essay: 'Essay' } });
  expect((await phone.request.post('/api/submit', { data: {} })).status()).toBe(200);

  await byKey(laptop, 'middle_name').fill('Late');
  await laptop.locator('body').click();
  await expect(laptop).toHaveURL(/\/completion$/);
  await expect(
    laptop.getByText(
      'Your application was submitted on another device. What you typed here after that was not included.',
    ),
  ).toBeVisible();
  const unsent = await laptop.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('admissions.unsent.account:')),
  );
  expect(unsent).toEqual([]);
});
