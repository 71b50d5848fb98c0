// A date as an applicant types and reads it, in their language's order (issue 32): month first
// in English (the spec's MM/DD/YYYY), day first in Spanish, as Latin America writes it
// (DD/MM/AAAA). Answers store ISO dates (YYYY-MM-DD) in every language, so switching language
// changes how a date reads, never the answer. The language is always a parameter: the engine
// reads no browser state, and the staff's copies ask for English whatever the applicant read.
import { activeDefinitions } from '../definitions/active-definitions';
import { DATE_NOT_REAL_TEXT } from '../definitions/engine-texts';
import type { FormLanguage } from '../definitions/translations';
import { fillParams } from '../validation/errors-to-messages';
import { ISO_DATE, isCalendarDate } from './dates';

/** Two digits, two digits, four digits: the mask both languages type in (00/00/0000). */
const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Whether a language writes the day before the month. */
const DAY_FIRST: Readonly<Record<FormLanguage, boolean>> = { en: false, es: true };

/** The one example date of the date questions' hint and message (issue 30), as stored. */
const EXAMPLE = '2008-03-27';

/** A stored ISO date as the reader's language writes it; anything else as it is. */
export function printedDate(iso: string, language: FormLanguage): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return DAY_FIRST[language] ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** The example date in the language's order (03/27/2008, 27/03/2008). */
export function dateExample(language: FormLanguage): string {
  return printedDate(EXAMPLE, language);
}

/**
 * The ISO date of text typed in the language's order, or '' when it is incomplete or names no
 * real day (spec: invalid dates are not stored; isCalendarDate is the server's check too).
 */
export function typedDateToIso(text: string, language: FormLanguage): string {
  const match = TYPED.exec(text);
  if (!match) return '';
  const [, first, second, year] = match;
  const [month, day] = DAY_FIRST[language] ? [second, first] : [first, second];
  const iso = `${year}-${month}-${day}`;
  return Number(year) >= 1000 && isCalendarDate(iso) ? iso : '';
}

/** The text to type for a stored ISO date ('' for anything that is not a real date). */
export function isoToTypedDate(iso: string, language: FormLanguage): string {
  return isCalendarDate(iso) ? printedDate(iso, language) : '';
}

/**
 * The not-a-real-date message in the language: its words from the active set (localized to the
 * applicant's language, as the page's other engine messages), its example in the language's order.
 */
export function dateNotRealMessage(language: FormLanguage): string {
  const words = activeDefinitions().translate(DATE_NOT_REAL_TEXT);
  return fillParams(words, { example: dateExample(language) });
}

/** The message for typed text that is complete but no real date, else undefined. */
export function typedDateProblem(text: string, language: FormLanguage): string | undefined {
  return TYPED.test(text) && typedDateToIso(text, language) === ''
    ? dateNotRealMessage(language)
    : undefined;
}

/** Two digits, two digits, then what of the year is typed: what a switch can reorder. */
const DAY_AND_MONTH = /^(\d{2})\/(\d{2})(\/\d{0,4})?$/;

/**
 * Text typed in one language's order, in another's: the first two parts swap when the orders
 * differ, so a half-typed or impossible date keeps its meaning (02/30/2008 becomes 30/02/2008,
 * still 30 February). Text without both parts stays as it is: it is never cleared.
 */
export function retypedDate(text: string, from: FormLanguage, to: FormLanguage): string {
  if (DAY_FIRST[from] === DAY_FIRST[to]) return text;
  const match = DAY_AND_MONTH.exec(text);
  return match ? `${match[2]}/${match[1]}${match[3] ?? ''}` : text;
}
