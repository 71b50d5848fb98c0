import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's inactivity timer runs, before a test moves Playwright's fake clock.
 * A page that looks ready (its URL, an editable field) may not have run React's effects yet,
 * and a clock moved on before the timer starts moves nothing. The timer writes its start for
 * the other tabs: that is the sign.
 */
export async function waitForInactivityTimer(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admissions.lastActivity')))
    .not.toBeNull();
}
