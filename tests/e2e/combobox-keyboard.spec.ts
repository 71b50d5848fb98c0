import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInNewApplicant } from './support/applicant';
import { expectNoViolations } from './support/axe';
import { byKey } from './support/form';
import { waitForHydration } from './support/hydration';

/** The option aria-activedescendant points at, by its text. */
async function active(page: Page, box: Locator): Promise<string> {
  const id = await box.getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
}

function status(page: Page, box: Locator): Locator {
  return box.locator('xpath=..').getByRole('status');
}

test.describe('the combobox from the keyboard alone', () => {
  test('typing at once on a fresh load: nothing is lost before the combobox code arrives', async ({
    page,
  }) => {
    // Downshift's chunk is held back until the applicant has typed, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/DownshiftCombobox-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/about');
    await waitForHydration(page);
    const box = byKey(page, 'country');
    await box.focus();
    await page.keyboard.type('Canad');
    await expect(box).toHaveValue('Canad');
    expect(requested).toBe(true);
    await expect(page.getByRole('listbox')).toHaveCount(0);

    release();
    const options = page.getByRole('listbox', { name: /Country/ }).getByRole('option');
    await expect(options).toHaveText(['Canada']);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('Canad');
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('Canada');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('a select list: arrows, Home, End, typing, Enter, Escape and Tab', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const box = byKey(page, 'country');
    await box.focus();
    await expect(box).toHaveAttribute('placeholder', 'Select...');

    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox', { name: /Country/ }).getByRole('option');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const count = await options.count();
    expect(count).toBeGreaterThan(100);
    await expect(status(page, box)).toHaveText(`${count} result(s) available`);
    const first = await options.first().innerText();
    const last = await options.last().innerText();
    expect(await active(page, box)).toBe(first);
    await expectNoViolations(page);

    await page.keyboard.press('End');
    await expect.poll(() => active(page, box)).toBe(last);
    await expect(options.last()).toBeInViewport();
    await page.keyboard.press('Home');
    await expect.poll(() => active(page, box)).toBe(first);

    await page.keyboard.type('Canad');
    await expect(options).toHaveText(['Canada']);
    await expect(status(page, box)).toHaveText('1 result(s) available');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('Canada');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(status(page, box)).toHaveText('');

    // Escape closes the list; on a closed list it keeps the answer.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => active(page, box)).toBe('Canada');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('Canada');

    // Tab leaves without taking the active option.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Canada');
    await expect(byKey(page, 'state')).toBeVisible();
  });

  test('the school lookup: type, arrow to a suggestion, Enter fills it', async ({ page }) => {
    await logInNewApplicant(page);
    await page.goto('/education');
    const school = byKey(page, 'hs_name');
    await school.focus();
    await page.keyboard.type('Aspen Ri');
    await expect(status(page, school)).toHaveText('2 result(s) available');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.last()).toHaveText('Use: Aspen Ri');
    await expectNoViolations(page);
    await page.keyboard.press('End');
    await expect.poll(() => active(page, school)).toBe('Use: Aspen Ri');
    await page.keyboard.press('Home');
    expect(await active(page, school)).toMatch(/^Aspen Ridge High School/);
    await page.keyboard.press('Enter');
    await expect(school).toHaveValue('Aspen Ridge High School');
    await expect(byKey(page, 'hs_ceeb')).toHaveValue('990001');
  });
});
