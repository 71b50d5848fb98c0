import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, IntlMessageFormat, PART_TYPE, type Formatters } from 'intl-messageformat';

/** One of Intl's formatters per set of arguments, made the first time it is asked for. */
function remembered<A extends unknown[], F>(make: (...args: A) => F): (...args: A) => F {
  const made = new Map<string, F>();
  return (...args) => {
    const key = JSON.stringify(args);
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(...args);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/**
 * Intl's formatters for one language, each made on first use. Not IntlMessageFormat itself: its
 * constructor resolves the locale through Intl at once, the page's first call into Intl (15–50
 * ms, the largest task of a visitor page's hydration, issue 34), although a message with no
 * number, date or plural in it never needs Intl at all.
 */
export function lazyFormatters(): Formatters {
  return {
    getNumberFormat: remembered(
      (...args: Parameters<Formatters['getNumberFormat']>) => new Intl.NumberFormat(...args),
    ),
    getDateTimeFormat: remembered(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
        new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: remembered(
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  };
}

/**
 * A parsed message formatted as IntlMessageFormat's `format` would: a string, or the pieces when
 * a value is not text (a React node), neighbouring texts joined.
 */
export function formatParsed(
  elements: MessageFormatElement[],
  locale: string,
  formatters: Formatters,
  values?: Record<string, unknown>,
): unknown {
  const parts = formatToParts(elements, locale, formatters, IntlMessageFormat.formats, values);
  const pieces: unknown[] = [];
  for (const { type, value } of parts) {
    const last = pieces.length - 1;
    if (type === PART_TYPE.literal && typeof pieces[last] === 'string')
      pieces[last] = `${pieces[last] as string}${value}`;
    else pieces.push(value);
  }
  return pieces.length <= 1 ? (pieces[0] ?? '') : pieces;
}
