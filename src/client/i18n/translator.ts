import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Language } from '../../contracts/language';
import type { Catalogue, MessageKey } from './catalogue';
import { isPlainText } from './plain-text';

/** What fills a message's placeholders and tags (text, numbers, React nodes, tag wrappers). */
export type MessageValues = Record<string, unknown>;

/** One message in one language, formatted: a string, or pieces when values are React nodes. */
export type Translator = (key: MessageKey, values?: MessageValues) => unknown;

/**
 * The messages of a catalogue, each compiled once on first use. intl-messageformat is formatjs's
 * ICU formatter (what @formatjs/intl wraps, without its date, list and display-name formatters
 * the shell does not use: 3 KB gzip less on the first page).
 */
export function createTranslator(language: Language, catalogue: Catalogue): Translator {
  const formats = new Map<MessageKey, IntlMessageFormat | string>();
  return (key, values) => {
    let format = formats.get(key);
    if (format === undefined) {
      const message = catalogue[key] as string | undefined;
      if (message === undefined)
        throw new Error(`No message "${key}" in the ${language} catalogue`);
      // A plain text skips the formatter: its constructor resolves the locale with the browser's
      // Intl, whose first use in a page costs 15–50 ms, the largest single task of a visitor
      // page's hydration (issue 34). The build sends the other messages parsed, not as text.
      format =
        typeof message === 'string' && isPlainText(message)
          ? message
          : new IntlMessageFormat(message, LOCALES[language]);
      formats.set(key, format);
    }
    return typeof format === 'string' ? format : format.format(values as Record<string, string>);
  };
}
