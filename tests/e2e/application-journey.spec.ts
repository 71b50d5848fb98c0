import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import {
  byKey,
  choose,
  chooseFirst,
  confirmErase,
  fill,
  pick,
  summary,
  type,
} from './support/form';

const addAnother = (page: Page, entry: RegExp) => page.getByRole('button', { name: entry });

async function saveAndContinue(page: Page, next: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(next);
}

test('a complete application typed through the UI, from a new account to /completion', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInNewApplicant(page);
  const statuses: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/web-status'))
      statuses.push((request.postDataJSON() as { web_status: string }).web_status);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About You' })).toBeVisible();

  // Personal information
  await choose(page, 'prefix', 'Ms.');
  await fill(page, 'first_name', 'Ada');
  await fill(page, 'last_name', 'Lovelace');
  await fill(page, 'preferred_name', 'Addie');
  await type(page, 'birth_date', '12/10/2008');
  await pick(page, 'gender', 'F');
  await type(page, 'phone_mobile', '3035550100');
  await expect(byKey(page, 'phone_mobile')).toHaveValue('(303) 555-0100');
  await byKey(page, 'optin_sms_ind').check();
  await fill(page, 'email_address', 'ada@example.edu');

  // Permanent address: a typed value kept with "Use: ...".
  await byKey(page, 'address_line_1').pressSequentially('1600 Example Street');
  await page.getByRole('option', { name: 'Use: 1600 Example Street' }).click();
  await fill(page, 'city', 'Denver');
  await expect(byKey(page, 'state')).toHaveCount(0);
  await choose(page, 'country', 'United States');
  await choose(page, 'state', 'Colorado', { typed: 'Colo' });
  await fill(page, 'zip', '80206');

  // The mailing address: typed, then hidden by "same as permanent" and so emptied.
  await fill(page, 'mailing_city', 'Boulder');
  // Hiding a typed answer asks first (issue 13).
  await byKey(page, 'mailing_addr_same_as_perm_addr').click();
  await confirmErase(page);
  await expect(byKey(page, 'mailing_addr_same_as_perm_addr')).toBeChecked();
  await expect(page.getByText('We will send mail to your permanent address.')).toBeVisible();
  await expect(byKey(page, 'mailing_city')).toHaveCount(0);
  await byKey(page, 'mailing_addr_same_as_perm_addr').uncheck();
  await expect(byKey(page, 'mailing_city')).toHaveValue('');
  await byKey(page, 'mailing_addr_same_as_perm_addr').check();

  // Citizenship: a condition group; the losing branch's answers are emptied.
  await pick(page, 'citizenship_type', 'N');
  await chooseFirst(page, 'citizenship_visa_status');
  await choose(page, 'citizenship', 'Canada');
  await page.locator('input[type="radio"][name="citizenship_type"][value="C"]').click();
  await confirmErase(page);
  await expect(byKey(page, 'citizenship_visa_status')).toHaveCount(0);
  await expect(byKey(page, 'citizenship')).toHaveCount(0);
  await pick(page, 'citizenship_type', 'N');
  await expect(byKey(page, 'citizenship_visa_status')).toHaveValue('');
  await expect(byKey(page, 'citizenship')).toHaveValue('');
  await pick(page, 'citizenship_type', 'C');

  // Background: a reveal button, a check group, a conditional question.
  await page.getByRole('button', { name: 'Why do we ask?' }).click();
  await expect(page.getByText('These questions are optional.')).toBeVisible();
  await pick(page, 'ethnicity', 'N');
  await byKey(page, 'race_asian').check();
  await byKey(page, 'race_white').check();
  await pick(page, 'disability', 'Y');
  await pick(page, 'accommodations', 'Y');

  // Parents: nested conditions and a second parent.
  await chooseFirst(page, 'parent_marital_status');
  await chooseFirst(page, 'parent_relationship');
  await fill(page, 'parent_first_name', 'Anne');
  await fill(page, 'parent_last_name', 'Byron');
  await byKey(page, 'parent_addr_same_as_stu_perm').check();
  await pick(page, 'parent_2_living', 'Y');
  await chooseFirst(page, 'parent_2_relationship');
  await fill(page, 'parent_2_first_name', 'George');
  await fill(page, 'parent_2_last_name', 'Byron');
  await byKey(page, 'parent_2_addr_same_as_stu_perm').check();

  // Family connections: the repeater up to its maximum of 5, then no button.
  await pick(page, 'legacy_ind', 'Y');
  await chooseFirst(page, 'legacy_relationship');
  await fill(page, 'legacy_first_name', 'Mary');
  await fill(page, 'legacy_last_name', 'Somerville');
  for (let n = 2; n <= 5; n++) {
    await addAnother(page, new RegExp(`Add Another \\(Family member ${n}\\)`)).click();
    await expect(byKey(page, `legacy_${n}_relationship`)).toBeFocused();
  }
  await expect(addAnother(page, /Family member/)).toHaveCount(0);

  // Siblings: up to 5 as well.
  await fill(page, 'sibling_1_first_name', 'Grace');
  await fill(page, 'sibling_1_last_name', 'Lovelace');
  await fill(page, 'sibling_1_age', '12');
  await chooseFirst(page, 'sibling_1_relationship');
  for (let n = 2; n <= 5; n++) await addAnother(page, new RegExp(`Brother or sister ${n}`)).click();
  await expect(byKey(page, 'sibling_5_first_name')).toBeVisible();
  await expect(addAnother(page, /Brother or sister/)).toHaveCount(0);

  await saveAndContinue(page, /\/education$/);

  // A reload in the middle loses nothing saved.
  await page.reload();
  await expect(page).toHaveURL(/\/education$/);
  await page.getByRole('link', { name: /About You/ }).click();
  await expect(byKey(page, 'first_name')).toHaveValue('Ada');
  await expect(byKey(page, 'state')).toHaveValue('Colorado');
  await expect(byKey(page, 'birth_date')).toHaveValue('12/10/2008');
  await expect(byKey(page, 'legacy_5_first_name')).toBeVisible();
  await expect(byKey(page, 'sibling_5_first_name')).toBeVisible();
  await expect(byKey(page, 'race_asian')).toBeChecked();
  await page.getByRole('link', { name: /Academics/ }).click();
  await expect(page).toHaveURL(/\/education$/);

  // Academics
  await chooseFirst(page, 'entry_term');
  await chooseFirst(page, 'applied_major');
  await chooseFirst(page, 'career_goal');
  await chooseFirst(page, 'first_hear_regis');
  await byKey(page, 'hs_name').pressSequentially('Lincoln Academy');
  await page.getByRole('option', { name: 'Use: Lincoln Academy' }).click();
  await expect(page.getByText('Enter your school information below.')).toBeVisible();
  await fill(page, 'hs_city', 'Denver');
  await choose(page, 'hs_attend_from_month', 'August');
  await chooseFirst(page, 'hs_attend_from_year');
  for (let n = 2; n <= 3; n++) await addAnother(page, new RegExp(`High school ${n}`)).click();
  await expect(byKey(page, 'hs_3_name')).toBeVisible();
  await expect(addAnother(page, /High school/)).toHaveCount(0);
  await choose(page, 'grad_month', 'May');
  await chooseFirst(page, 'grad_year');
  await pick(page, 'co_grad', 'Y');
  await pick(page, 'co_attend', 'Y');
  await pick(page, 'co_reside', 'Y');
  await fill(page, 'hs_gpa', '3.85');
  await saveAndContinue(page, /\/final-steps$/);

  // Final steps: tabs (the other tab's answer is emptied), the confirm swap, the signature.
  await pick(page, 'conviction', 'N');
  await pick(page, 'suspended', 'N');
  await expect(page.getByText('A PDF, Word document or picture, up to 1 MB.')).toBeVisible();
  // The page fetches the document tab's status as it opens; leaving the tab while that is in
  // flight is blocked by the spec's "File Upload in Progress" (section 4): wait for it.
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Write it here' }).click();
  await fill(page, 'additional_info_essay', 'I build engines.');
  await expect(page.getByText(/You have 6984 characters remaining/)).toBeVisible();
  await page.getByRole('tab', { name: 'Upload a document' }).click();
  await confirmErase(page);
  await expect(page.getByRole('button', { name: 'Choose file', exact: true })).toBeVisible();
  // Leaving a document tab waits while its status is still being fetched.
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Write it here' }).click();
  await expect(byKey(page, 'additional_info_essay')).toHaveValue('');
  await fill(page, 'additional_info_essay', 'I like analytical engines.');
  await pick(page, 'counselor_waiver_request', 'Y');
  await expect(page.getByText('Check the box below to agree to this statement.')).toBeVisible();
  await byKey(page, 'legal_agree').check();
  await expect(page.getByText('Thank you. Now type your full name to sign.')).toBeVisible();
  await fill(page, 'signature', 'Ada Lovelace');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/completion$/);
  await expect(
    page.getByText('Your application was successfully submitted.').first(),
  ).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Download a PDF copy of your application' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(statuses).toEqual(['started', 'validating', 'submitted']);

  // What the server holds: codes with their labels, nothing the applicant could not see.
  const saved = await savedAnswers(page);
  expect(saved).toMatchObject({
    first_name: 'Ada',
    gender: 'F',
    gender_desc: 'Female',
    country: 'USA',
    country_desc: 'United States',
    state: 'Colorado',
    state_desc: 'Colorado',
    citizenship_type: 'C',
    citizenship_visa_status: '',
    citizenship: '',
    mailing_city: '',
    hs_name: 'Lincoln Academy',
    hs_attend_from_month: '8',
    hs_attend_from_month_desc: 'August',
    additional_info_essay: 'I like analytical engines.',
    legal_agree: true,
  });
  for (const [key, value] of Object.entries(saved)) {
    if (key.endsWith('_desc') || value === '' || value === false) continue;
    const desc = saved[`${key}_desc`];
    if (desc !== undefined) expect(desc, `${key}_desc`).not.toBe('');
  }
});
