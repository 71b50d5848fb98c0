// Every time shown to a person (e-mails, PDFs, the completion page, staff views) is written in
// the institution's time zone (site.json "timeZone"), named, so nobody has to guess the clock.
import { site } from '../definitions/site';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, timeZone: string, parts: 'date' | 'time' | 'both') {
  const key = `${locale} ${timeZone} ${parts}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(parts !== 'time' && { year: 'numeric', month: 'long', day: 'numeric' }),
      ...(parts !== 'date' && { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Languages whose date and time are joined by a comma instead of Intl's words: Intl writes
 * Spanish "a las 11:20", which is wrong at one o'clock ("a la 1:05"); docs/spanish-glossary.md.
 */
const COMMA_JOINED: ReadonlySet<string> = new Set(['es']);

/**
 * "November 23, 2026 at 2:06 AM MST": the date and time in the institution's time zone, in the
 * reader's locale ("23 de noviembre de 2026, 2:06 a.m. GMT-7" in es-419).
 */
export function formatTime(
  at: Date | string,
  timeZone: string = site.timeZone,
  locale = 'en-US',
): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (!COMMA_JOINED.has(new Intl.Locale(locale).language))
    return formatOf(locale, timeZone, 'both').format(date);
  return `${formatOf(locale, timeZone, 'date').format(date)}, ${formatOf(locale, timeZone, 'time').format(date)}`;
}
