import { expect, type Locator, type Page } from '@playwright/test';

export { countRenders, renderCounts } from './render-counts';

/**
 * Chooses an option of a select combobox (found by its answer key, which is its id) by typing
 * its label and clicking it.
 */
export async function choose(
  page: Page,
  key: string,
  option: string,
  { typed }: { typed?: string } = {},
) {
  const box = page.locator(`[id="${key}"]`);
  await box.click();
  await box.fill(typed ?? option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** Chooses the first option of a select combobox (for lists whose labels a test need not know). */
export async function chooseFirst(page: Page, key: string): Promise<string> {
  const box = page.locator(`[id="${key}"]`);
  await box.click();
  await box.press('Enter');
  // Before the combobox code has arrived, the Enter is carried out when it does.
  await expect(box).not.toHaveValue('');
  return box.inputValue();
}

export function field(page: Page, label: string | RegExp): Locator {
  return page.getByLabel(label, { exact: typeof label === 'string' });
}

/** The error summary and its links' texts. */
export function summary(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: "We're missing some information!" });
}

export function byKey(page: Page, key: string): Locator {
  return page.locator(`[id="${key}"]`);
}

export async function fill(page: Page, key: string, value: string): Promise<void> {
  await byKey(page, key).fill(value);
}

/**
 * Types into a masked input (phone, date) as a person does: select all, delete, type. (A
 * programmatic fill replaces the value without the selection events the mask reads.)
 */
export async function type(page: Page, key: string, value: string): Promise<void> {
  const input = byKey(page, key);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  if (value !== '') await input.pressSequentially(value);
}

export async function pick(page: Page, key: string, value: string): Promise<void> {
  await page.locator(`input[type="radio"][name="${key}"][value="${value}"]`).check();
}

/** Clicks a button and waits for the answers it saves (PUT /api/answer) to reach the server. */
export async function clickAndWaitForSave(page: Page, name: string | RegExp): Promise<void> {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/answer' && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
  await saved;
}

/**
 * A message is shown twice: as a link of the summary and beside its field, where the input's
 * aria-describedby names it.
 */
export async function expectMessage(page: Page, key: string, message: string): Promise<void> {
  await expect(summary(page).getByRole('link', { name: message, exact: true })).toBeVisible();
  const inline = page.locator(`[id="${key}__error"]`);
  await expect(inline).toContainText(message);
  const described = page.locator(`[aria-describedby~="${key}__error"]`);
  await expect(described).toHaveCount(1);
}

export async function expectNoMessage(page: Page, message: string): Promise<void> {
  await expect(summary(page).getByRole('link', { name: message, exact: true })).toHaveCount(0);
}

/** The question asked before a change deletes answers (a tab switch, a hidden section). */
export function eraseDialog(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Delete Answers' });
}

/** Confirms the deletion the last change asked about. */
export async function confirmErase(page: Page): Promise<void> {
  await eraseDialog(page).getByRole('button', { name: 'Delete and continue' }).click();
  await expect(eraseDialog(page)).toBeHidden();
}
