import type { BrowserContext } from 'playwright-core';
import type { LoggedInApplicant } from '../lib/applicants';

/** Puts an applicant's session cookies into a browser context. */
export async function logInContext(
  context: BrowserContext,
  baseUrl: string,
  applicant: LoggedInApplicant,
): Promise<void> {
  await context.addCookies(
    applicant.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
}
