// Spec: "invalid dates are not stored". The date widget only ever sends a real YYYY-MM-DD date
// or '', and the server holds every other client to the same, for the keys of date questions.
import { perDefinitions } from '../definitions/active-definitions';
import { forEachQuestion } from '../definitions/walk';
import { PAGE_IDS } from '../types';

const dateKeys = perDefinitions((set) => {
  const keys = new Set<string>();
  for (const pageId of PAGE_IDS) {
    forEachQuestion(set.pages[pageId].nodes, (q) => {
      if (q.kind === 'question' && q.widget === 'date') keys.add(q.key);
    });
  }
  return keys;
});

/** How answers store a date (the page schemas' pattern too): year, month and day captured. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** True for YYYY-MM-DD naming a day that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth[month - 1]!;
}

/** True when the key belongs to a date question and the value is neither '' nor a real date. */
export function isInvalidStoredDate(key: string, value: string): boolean {
  return dateKeys().has(key) && value !== '' && !isCalendarDate(value);
}
