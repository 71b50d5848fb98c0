import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of a page, from now on: React reports a hydration
 * mismatch, and logs an error its boundary caught, as either.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
