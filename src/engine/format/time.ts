// Every time shown to a person (e-mails, PDFs, the completion page, staff views) is written in
// the institution's time zone (site.json "timeZone"), named, so nobody has to guess the clock.
import { site } from '../definitions/site';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "November 23, 2026 at 2:06 AM MST": the date and time in the institution's time zone, in the
 * reader's locale ("23 de noviembre de 2026, 2:06 a. m. MST" in es-419).
 */
export function formatTime(
  at: Date | string,
  timeZone: string = site.timeZone,
  locale = 'en-US',
): string {
  let format = formats.get(`${locale} ${timeZone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(`${locale} ${timeZone}`, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}
