import { lightFormat } from 'date-fns';

/** How applicants type dates; answers store ISO dates (yyyy-MM-dd), as the page schemas expect. */
export const DATE_DISPLAY_FORMAT = 'MM/dd/yyyy';
const ISO_FORMAT = 'yyyy-MM-dd';
const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The local date of a year, month (1–12) and day, or null when that day does not exist
 * (02/30, month 13). The patterns fix the layout, so date-fns' locale-aware parse is not needed.
 */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, 0, 1);
  // setFullYear, unlike the Date constructor, does not read years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

/** The ISO date for a typed MM/DD/YYYY, or '' when it is incomplete or not a real date. */
export function typedDateToIso(text: string): string {
  const [, month, day, year] = TYPED.exec(text) ?? [];
  const date = calendarDate(Number(year), Number(month), Number(day));
  if (!date || date.getFullYear() < 1000) return '';
  return lightFormat(date, ISO_FORMAT);
}

/** The MM/DD/YYYY text for a stored ISO date ('' for anything else). */
export function isoToTypedDate(iso: string): string {
  const [, year, month, day] = ISO.exec(iso) ?? [];
  const date = calendarDate(Number(year), Number(month), Number(day));
  return date ? lightFormat(date, DATE_DISPLAY_FORMAT) : '';
}
