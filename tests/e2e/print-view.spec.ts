import { expect, test } from '@playwright/test';
import { logInNewApplicant } from './support/applicant';
import { serviceReply } from './support/service-reply';
import { serviceToken } from './support/service-token';

test('staff see the application read-only and print-style through a service token', async ({
  page,
  browser,
}) => {
  const email = await logInNewApplicant(page);
  const put = await page.request.put('/api/answer', {
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 'F',
      gender_desc: 'Female',
      mailing_addr_same_as_perm_addr: true,
      race_asian: true,
      hs_name: 'Aspen Ridge High School',
      hs_ceeb: '990001',
      legacy_ind: 'Y',
      legacy_first_name: 'Mary',
      legacy_2_first_name: 'Charles',
      legal_agree: true,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect(
    (
      await page.request.put('/api/add-another', {
        data: { button_id: 'legacy', num_components: 2 },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.put('/api/tabs', {
        data: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
      })
    ).status(),
  ).toBe(200);
  const token = serviceToken(email);

  // A fresh browser context: staff have no applicant session.
  const staff = await browser.newContext();
  const view = await staff.newPage();
  await view.goto(`/?service_token=${token}`);
  await expect(
    view.getByRole('heading', { level: 1, name: 'Sample University undergraduate application' }),
  ).toBeVisible();
  await expect(view.getByRole('heading', { level: 2, name: 'Step 1: About You' })).toBeVisible();
  await expect(view.getByRole('heading', { level: 2, name: 'Step 3: Final Steps' })).toBeVisible();

  // Read-only: no navigation, popover, buttons, inputs, header or footer.
  await expect(view.getByRole('navigation')).toHaveCount(0);
  await expect(view.getByRole('button')).toHaveCount(0);
  await expect(view.locator('input, select, textarea')).toHaveCount(0);
  await expect(view.getByRole('banner')).toHaveCount(0);
  await expect(view.getByRole('contentinfo')).toHaveCount(0);

  const text = (await view.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('First name Ada');
  expect(text).toContain('Gender (optional) Female');
  expect(text).toContain('[X] My mailing address is the same as my permanent address');
  expect(text).toContain('[X] Asian');
  expect(text).toContain('[ ] White');
  expect(text).toContain('High school name Aspen Ridge High School (990001)');
  expect(text).toContain('Family member 2');
  expect(text).toContain('Charles');
  expect(text).toContain('[X] I agree to the statement above');
  // The chosen tab only; the permanent resident card question is hidden by its condition.
  expect(text).toContain('Write it here');
  expect(text).not.toContain('Upload a document');

  // Unanswered questions left out when asked.
  await view.goto(`/?service_token=${token}&hide_unanswered=1`);
  await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
  const short = (await view.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(short).toContain('First name Ada');
  expect(short).not.toContain('Middle name');
  expect(short).not.toContain('Pronouns');
  expect(short).not.toContain('[ ] Yes, send me text message updates');
  // An answered check group still shows each of its boxes.
  expect(short).toContain('[ ] White');

  // It prints cleanly: the print stylesheet applies.
  await view.emulateMedia({ media: 'print' });
  await expect(view.locator('.print-page').nth(1)).toHaveCSS('break-before', 'page');
  await staff.close();
});

test('a file question only says whether a document is attached', async ({ page }) => {
  await page.route('**/service/tmp-pdf**', (route) =>
    route.fulfill({
      json: serviceReply({
        answer: {
          citizenship_type: 'R',
          citizenship_type_desc: 'U.S. permanent resident (green card holder)',
          student_upload_card: 'ANSWERED',
        },
        document_answer: { student_upload_card: { file_name: 'card.pdf', file_size: 1234 } },
      }),
    }),
  );
  await page.goto('/?service_token=staff-token');
  await expect(page.getByText('A document is attached.')).toBeVisible();
  await expect(page.getByText('card.pdf')).toHaveCount(0);
  // The upload tab is the default and has no document.
  await expect(page.getByText('No document attached.')).toBeVisible();
});
