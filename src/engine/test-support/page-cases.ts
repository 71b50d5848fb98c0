// Helpers for the table-driven rule tests: start from a valid application with every entry
// added, change a few answers, and read the messages of one key with a fixed clock.
import { completeApplication } from '../fixtures/complete-application';
import { completeApplicationView } from './complete-view';
import { validatePage } from '../validation/validate-page';
import type { Answers, PageId } from '../types';

/** 15 June 2025, noon, local time (the date rules read the local calendar). */
export const NOW = new Date(2025, 5, 15, 12, 0, 0);

export function messagesOf(pageId: PageId, patch: Answers, key: string): string[] | undefined {
  return validatePage(
    pageId,
    { ...completeApplication(), ...patch },
    NOW,
    completeApplicationView(),
  )[key];
}

export interface RuleCase {
  name: string;
  patch: Answers;
  key: string;
  /** undefined: the key has no message. */
  expected: string[] | undefined;
}
