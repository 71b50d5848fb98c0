// Dates in the Spanish convention (issue 32): a Spanish applicant types and reads dates day
// first (DD/MM/AAAA), is told in Spanish when a date does not exist, and the answer is stored as
// the same ISO date in either language, so a switch of language changes only how it reads.
import { expect, test, type Page } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { byKey, type } from './support/form';
import { waitForHydration } from './support/hydration';

const switchTo = async (page: Page, name: 'Español' | 'English', lang: 'es' | 'en') => {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

const storedBirthDate = async (page: Page) => (await savedAnswers(page)).birth_date ?? '';

test('a Spanish applicant types a date day first, is told when it does not exist, and reads it day first', async ({
  page,
}) => {
  await logInNewApplicant(page);
  await page.goto('/about?lang=es');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const date = byKey(page, 'birth_date');
  await expect(page.locator('#birth_date__format')).toHaveText(
    'Formato: DD/MM/AAAA (día, mes y año), por ejemplo, 27/03/2008',
  );
  await expect(date).toHaveAttribute('placeholder', 'DD/MM/AAAA');

  // 30 February does not exist: said in Spanish, with a day-first example; nothing is stored.
  await type(page, 'birth_date', '30/02/2008');
  const problem = page.locator('#birth_date__date-error');
  await expect(problem).toHaveText('Error: Ingrese una fecha válida, por ejemplo, 27/03/2008.');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  expect(await storedBirthDate(page)).toBe('');

  // 12 April 2007, typed day first, is stored as ISO.
  await type(page, 'birth_date', '12/04/2007');
  await expect(problem).toHaveCount(0);
  await expect.poll(() => storedBirthDate(page)).toBe('2007-04-12');

  // The same day in the other language's order, and back; the answer never changes.
  await switchTo(page, 'English', 'en');
  await expect(date).toHaveValue('04/12/2007');
  await expect(page.locator('#birth_date__format')).toHaveText(
    'Format: MM/DD/YYYY, for example 03/27/2008',
  );
  await switchTo(page, 'Español', 'es');
  await expect(date).toHaveValue('12/04/2007');
  expect(await storedBirthDate(page)).toBe('2007-04-12');

  // Check your answers prints it day first too.
  await page.goto('/review');
  await waitForHydration(page);
  const answer = page
    .locator('.answer-list__row')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Fecha de nacimiento$/ }) })
    .locator('.answer-list__answer');
  await expect(answer).toHaveText('12/04/2007');
  await expectNoViolations(page);
});
