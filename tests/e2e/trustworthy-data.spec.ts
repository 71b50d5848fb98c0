// Issue 14 in the browser: an impossible date is named, the staff view says whose application
// it is, and the completion page gives the reference a person reads out on the phone.
import { expect, test } from '@playwright/test';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { logInNewApplicant } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { byKey, type } from './support/form';
import { serviceToken } from './support/service-token';

test('an impossible typed date says so beside the field instead of vanishing', async ({ page }) => {
  await page.goto('/about');
  await type(page, 'birth_date', '02/30/2008');
  const message = page.locator('#birth_date__date-error');
  await expect(message).toHaveText('Error: Enter a real date, for example 03/27/2008.');
  await expect(byKey(page, 'birth_date')).toHaveAttribute('aria-invalid', 'true');
  await expect(byKey(page, 'birth_date')).toHaveAttribute(
    'aria-describedby',
    /birth_date__date-error/,
  );
  await expectNoViolations(page);
  await type(page, 'birth_date', '02/29/2008');
  await expect(message).toHaveCount(0);
});

test('the print view opens with applicant, e-mail, status, submission time and reference', async ({
  page,
  browser,
}) => {
  const email = await logInNewApplicant(page);
  const put = await page.request.put('/api/answer', {
    data: { first_name: 'Nguyễn', middle_name: 'Thị', last_name: 'Lan' },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect(
    (await page.request.post('/api/web-status', { data: { web_status: 'started' } })).status(),
  ).toBe(200);
  const { reference } = (await (await page.request.get('/api/profile')).json()) as {
    reference: string;
  };

  const staff = await browser.newContext();
  const view = await staff.newPage();
  await view.goto(`/?service_token=${serviceToken(email)}`);
  const header = view.getByRole('definition').first().locator('xpath=ancestor::dl');
  await expect(header).toBeVisible();
  const text = (await header.innerText()).replace(/\s+/g, ' ');
  expect(text).toBe(
    `Applicant Nguyễn Thị Lan E-mail ${email} Status Started Submitted Not submitted yet Reference ${reference}`,
  );
  await expectNoViolations(view);
  await staff.close();
});

test('the completion page shows the reference, the time and what happens next', async ({
  page,
}) => {
  await logInNewApplicant(page);
  expect((await page.request.put('/api/answer', { data: completeApplication() })).status()).toBe(
    200,
  );
  const submit = await page.request.post('/api/submit', { data: {} });
  expect(submit.status(), await submit.text()).toBe(200);
  const { reference } = (await submit.json()) as { reference: string };
  expect(
    (await page.request.post('/api/web-status', { data: { web_status: 'submitted' } })).status(),
  ).toBe(200);

  await page.goto('/completion');
  await expect(page.getByTestId('application-reference')).toHaveText(reference);
  await expect(page.getByText(/ at \d{1,2}:\d\d [AP]M M[SD]T$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(
    page.getByText(
      'We will e-mail you within two weeks to say which documents we still need, if any.',
    ),
  ).toBeVisible();
  await expectNoViolations(page);
});
