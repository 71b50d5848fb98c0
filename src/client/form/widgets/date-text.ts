import { DATE_NOT_REAL_MESSAGE, isCalendarDate, printedDate } from '../../../engine';

// Applicants type MM/DD/YYYY; answers store ISO dates (YYYY-MM-DD), as the page schemas expect.
const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The ISO date for a typed MM/DD/YYYY, or '' when it is incomplete or not a real date (spec:
 * invalid dates are not stored; the engine's isCalendarDate is the server's check too).
 */
export function typedDateToIso(text: string): string {
  const [, month, day, year] = TYPED.exec(text) ?? [];
  const iso = `${year}-${month}-${day}`;
  return Number(year) >= 1000 && isCalendarDate(iso) ? iso : '';
}

/** The MM/DD/YYYY text for a stored ISO date ('' for anything else). */
export function isoToTypedDate(iso: string): string {
  return isCalendarDate(iso) ? printedDate(iso) : '';
}

/** The message for typed text that is complete (MM/DD/YYYY) but no real date, else undefined. */
export function typedDateProblem(text: string): string | undefined {
  return TYPED.test(text) && typedDateToIso(text) === '' ? DATE_NOT_REAL_MESSAGE : undefined;
}
