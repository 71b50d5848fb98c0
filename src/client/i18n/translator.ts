import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Language } from '../../contracts/language';
import type { Catalogue, MessageKey } from './catalogue';
import { formatParsed, lazyFormatters } from './parsed-message';
import { isPlainText } from './plain-text';

/** What fills a message's placeholders and tags (text, numbers, React nodes, tag wrappers). */
export type MessageValues = Record<string, unknown>;

/** One message in one language, formatted: a string, or pieces when values are React nodes. */
export type Translator = (key: MessageKey, values?: MessageValues) => unknown;

/**
 * The messages of a catalogue, each parsed once on first use and formatted by intl-messageformat,
 * formatjs's ICU formatter (what @formatjs/intl wraps, without its date, list and display-name
 * formatters the shell does not use: 3 KB gzip less on the first page). The build sends the
 * messages parsed and the plain texts as text (vite-plugin-messages.ts); a catalogue read as
 * JSON (tests, scripts) is parsed here.
 */
export function createTranslator(language: Language, catalogue: Catalogue): Translator {
  const locale = LOCALES[language];
  const formatters = lazyFormatters();
  const parsed = new Map<MessageKey, MessageFormatElement[] | string>();
  return (key, values) => {
    let message = parsed.get(key);
    if (message === undefined) {
      const sent = catalogue[key] as string | MessageFormatElement[] | undefined;
      if (sent === undefined) throw new Error(`No message "${key}" in the ${language} catalogue`);
      message = typeof sent === 'string' && !isPlainText(sent) ? parse(sent) : sent;
      parsed.set(key, message);
    }
    return typeof message === 'string'
      ? message
      : formatParsed(message, locale, formatters, values);
  };
}
