import { expect, test } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { byKey, choose, fill, pick, summary } from './support/form';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('widgets and page behaviour', () => {
  test('a visitor: no uploads, no Add Another, only the default tab, and answers lead to sign-up', async ({
    page,
  }) => {
    await page.goto('/final-steps');
    await expect(
      page.getByText(
        'You can finish this question once you have created an account and logged in.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose file', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: /About You/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: /Add Another/ })).toHaveCount(0);
    // With an answer, the step navigation and Save & Continue go to sign-up.
    await fill(page, 'first_name', 'Ada');
    await page.getByRole('link', { name: /Academics/ }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(byKey(page, 'first_name')).toHaveValue('Ada');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the status moves started → validating through POST /api/web-status; Back saves and goes one step back', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    const statuses: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web-status'))
        statuses.push((request.postDataJSON() as { web_status: string }).web_status);
    });
    await page.goto('/about');
    await expect.poll(() => statuses).toEqual(['started']);
    await page.getByRole('link', { name: /Academics/ }).click();
    await expect(page).toHaveURL(/\/education$/);
    await page.getByRole('link', { name: /Final Steps/ }).click();
    await expect(page).toHaveURL(/\/final-steps$/);
    const validations = page.waitForRequest((r) => r.url().endsWith('/api/validations'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await validations;
    await expect.poll(() => statuses).toEqual(['started', 'validating']);
    // With errors, Submit lands on the default route once the validations are saved; a step
    // link clicked before that landing would be overtaken by it.
    await expect(page).toHaveURL(/\/about$/);
    await expect(summary(page)).toBeVisible();
    // Back returns to the previous step and saves first.
    await page.getByRole('link', { name: /Final Steps/ }).click();
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/validations'));
    await page.getByRole('button', { name: 'Back' }).click();
    await saved;
    await expect(page).toHaveURL(/\/education$/);
  });

  test('autocomplete fills the school, the conditional select clears, the counter counts a line break as one', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
    const school = byKey(page, 'hs_name');
    await school.pressSequentially('Aspen Ri');
    await expect(page.getByRole('status').filter({ hasText: /result\(s\) available/ })).toHaveText(
      '2 result(s) available',
    );
    await page.getByRole('option', { name: /Aspen Ridge High School/ }).click();
    await expect(school).toHaveValue('Aspen Ridge High School');
    await expect(byKey(page, 'hs_ceeb')).toHaveValue('990001');
    await expect(byKey(page, 'hs_city')).toHaveValue('Denver');
    await expect(byKey(page, 'hs_country')).toHaveValue('United States');
    await expect(byKey(page, 'hs_state')).toHaveValue('Colorado');
    // Changing the controlling country empties the state (and its _desc).
    await choose(page, 'hs_country', 'Canada');
    await expect(byKey(page, 'hs_state')).toHaveValue('');
    // Clearing the school empties everything it filled.
    await school.fill('');
    await expect(byKey(page, 'hs_ceeb')).toHaveValue('');
    await expect(byKey(page, 'hs_city')).toHaveValue('');
    // A select with no match says so.
    await byKey(page, 'grad_month').fill('zzz');
    await expect(page.locator('.combobox__message')).toHaveText('No options');
    await expect(page.getByRole('status').filter({ hasText: 'No options' })).toHaveCount(1);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: /Final Steps/ }).click();
    await pick(page, 'conviction', 'Y');
    await byKey(page, 'conviction_comment').fill('one\ntwo');
    await expect(
      page.getByText('You have 1493 characters remaining (7 of 1500 used)'),
    ).toBeVisible();
    await byKey(page, 'conviction_comment').fill('x'.repeat(1600));
    await expect(byKey(page, 'conviction_comment')).toHaveValue('x'.repeat(1500));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/education$/);
    const answers = await savedAnswers(page);
    expect(answers.hs_state).toBe('');
    expect(answers.hs_state_desc).toBe('');
    expect(answers.hs_ceeb).toBe('');
    expect(answers.hs_country_desc).toBe('');
    expect(String(answers.conviction_comment).length).toBe(1500);
  });

  test('the file input checks files with the spec messages, uploads through the button and deletes', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/final-steps');
    const chooser = page.locator('#additional_info_doc__input');
    await chooser.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(
      page.getByText('You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx'),
    ).toBeVisible();
    await chooser.setInputFiles({
      name: 'empty.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect(
      page.getByText('Your file is empty. Please upload a non-empty file.'),
    ).toBeVisible();
    await chooser.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(1_048_577, 1),
    });
    await expect(
      page.getByText('Your file is too large. The maximum file size is 1 MB.'),
    ).toBeVisible();
    await chooser.setInputFiles({
      name: `${'a'.repeat(30)}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(
      page.getByText(
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
      ),
    ).toBeVisible();

    // The real button opens the file chooser.
    const chooserEvent = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file', exact: true }).click();
    await (await chooserEvent).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(/card\.png \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Delete your file' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete File' });
    await expect(dialog).toContainText('Are you sure you want to delete your file?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Choose file', exact: true })).toBeVisible();
  });
});
