import { format, isValid, parse } from 'date-fns';

/** How applicants type dates; answers store ISO dates (yyyy-MM-dd), as the page schemas expect. */
export const DATE_DISPLAY_FORMAT = 'MM/dd/yyyy';
const ISO_FORMAT = 'yyyy-MM-dd';
const TYPED = /^\d{2}\/\d{2}\/\d{4}$/;

/** The ISO date for a typed MM/DD/YYYY, or '' when it is incomplete or not a real date. */
export function typedDateToIso(text: string): string {
  if (!TYPED.test(text)) return '';
  const date = parse(text, DATE_DISPLAY_FORMAT, new Date(2000, 0, 1));
  if (!isValid(date) || date.getFullYear() < 1000) return '';
  return format(date, ISO_FORMAT);
}

/** The MM/DD/YYYY text for a stored ISO date ('' for anything else). */
export function isoToTypedDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  const date = parse(iso, ISO_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? format(date, DATE_DISPLAY_FORMAT) : '';
}
