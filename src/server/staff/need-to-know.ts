import type { StaffRole } from '../../contracts/staff-accounts';
import { sensitiveKeys } from '../../engine';
import type { PdfAudience } from '../pdf/application-pdfs';

/**
 * The answer keys kept from a staff role (issue 33): admins are granted the sensitive answers
 * the definitions mark; readers see them "withheld" and export without them.
 */
export function withheldKeys(role: StaffRole): readonly string[] {
  return role === 'admin' ? [] : [...sensitiveKeys()];
}

/** The copy of the application PDF a staff role gets: a reader's says "withheld" instead. */
export function pdfAudience(role: StaffRole): PdfAudience {
  return role === 'admin' ? 'office' : 'withheld';
}

/** The answers without the withheld keys. */
export function withoutWithheld<T>(
  answers: Record<string, T>,
  withheld: readonly string[],
): Record<string, T> {
  if (withheld.length === 0) return answers;
  const kept = { ...answers };
  for (const key of withheld) delete kept[key];
  return kept;
}
