import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the prerendered page: the main content's HydrationGate
 * fieldset, the one around the page's own controls, is no longer disabled. Not
 * `toBeEnabled()` on the fieldset: Playwright counts only form controls as disabled, so it
 * passes on a disabled fieldset at once, and a focus() that follows can land on a control that
 * is still disabled and not take (the keys then go to the page).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('main fieldset.hydration-gate')).toHaveJSProperty('disabled', false);
}
