import { expect, test, type Page } from '@playwright/test';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { makePdf } from '../fixtures/documents';
import { logInNewApplicant } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { byKey, fill } from './support/form';

const stepLink = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Application steps' }).getByRole('link', {
    name: new RegExp(title),
  });

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
  }
}

test.describe('where the applicant stands (issue 30)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a partly filled application shows each step and section state; /review lists answers and what is missing; a Change link comes back', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/about');
    await fill(page, 'first_name', 'Ada');
    await fill(page, 'last_name', 'Lovelace');
    await expect(stepLink(page, 'About You')).toHaveAccessibleName(
      'Step 1: About You, In progress',
    );
    await expect(stepLink(page, 'Academics')).toHaveAccessibleName(
      'Step 2: Academics, Not started',
    );
    await expect(stepLink(page, 'Final Steps')).toHaveAccessibleName(
      'Step 3: Final Steps, Not started',
    );
    const personal = page.getByRole('region', { name: 'Personal information' });
    await expect(personal.getByText('Section status: In progress', { exact: true })).toBeVisible();
    const address = page.getByRole('region', { name: 'Permanent address' });
    await expect(
      address.getByText('Section status: Not started', { exact: true }).first(),
    ).toBeVisible();

    // Final Steps offers the check beside Submit.
    await stepLink(page, 'Final Steps').click();
    await expect(page).toHaveURL(/\/final-steps$/);
    await page.getByRole('button', { name: 'Check your answers' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();

    const missing = page.getByRole('region', { name: 'Still to answer' });
    await expect(
      missing.getByRole('link', { name: 'Date of birth (Personal information)' }),
    ).toHaveAttribute('href', '/about#birth_date');
    await expect(missing).toContainText('Date of birth is required.');
    await expect(missing.getByRole('link', { name: /^First name/ })).toHaveCount(0);

    const change = page.getByRole('link', { name: 'Change First name (Personal information)' });
    await expect(change).toHaveAttribute('href', '/about#first_name');
    await expect(page.getByRole('definition').filter({ hasText: /^Ada$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About You' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Personal information' }),
    ).toBeVisible();
    await axeAtBothWidths(page);

    await change.click();
    await expect(page).toHaveURL(/\/about#first_name$/);
    await expect(byKey(page, 'first_name')).toBeFocused();
    await fill(page, 'first_name', 'Augusta');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('definition').filter({ hasText: /^Augusta$/ })).toBeVisible();
  });

  test('a rejected answer stays in progress until a Submit, after which each step with something to fix needs attention', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/about');
    await fill(page, 'first_name', 'Ada');
    await expect(stepLink(page, 'About You')).toHaveAccessibleName(/In progress$/);
    await byKey(page, 'phone_home').pressSequentially('1234567890');
    await expect(stepLink(page, 'About You')).toHaveAccessibleName(/In progress$/);
    await stepLink(page, 'Final Steps').click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(stepLink(page, 'About You')).toHaveAccessibleName(/Needs attention$/);
    await expect(stepLink(page, 'Academics')).toHaveAccessibleName(
      'Step 2: Academics, Needs attention',
    );
  });

  test('Submit from /review reaches /completion, which lists the documents and the answers sent', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    expect((await page.request.put('/api/answer', { data: completeApplication() })).status()).toBe(
      200,
    );
    await page.goto('/final-steps');
    await page.locator('#additional_info_doc__input').setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(['A letter of support']),
    });
    await expect(page.getByText(/letter\.pdf \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });
    for (const title of ['About You', 'Academics', 'Final Steps'])
      await expect(stepLink(page, title)).toHaveAccessibleName(new RegExp(`${title}, Completed$`));

    await page.getByRole('button', { name: 'Check your answers' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByText('Every required question is answered.')).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents).toContainText('letter.pdf');
    await expect(documents).toContainText('Ready');
    await expect(
      page.getByText(/^I certify that the information in this application is complete and true\./),
    ).toBeVisible();
    await expect(page.getByText('[X] I agree to the statement above')).toBeVisible();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(page).toHaveURL(/\/completion$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Application submitted' }),
    ).toBeVisible();
    const sent = page.getByRole('region', { name: 'Documents' });
    await expect(sent).toContainText('letter.pdf');
    await expect(sent).toContainText('Ready');
    const view = page.getByRole('button', { name: 'View your application' });
    await expect(view).toHaveAttribute('aria-expanded', 'false');
    await view.click();
    const answers = page.getByRole('region', { name: 'Your application' });
    await expect(answers.getByRole('heading', { level: 2, name: 'About You' })).toBeVisible();
    await expect(answers.getByRole('link', { name: /^Change/ })).toHaveCount(0);
    await axeAtBothWidths(page);
  });
});
