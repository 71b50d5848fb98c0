import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from '../../contracts/language';

/** The language cookie's value in a Cookie header (document.cookie), if it names one. */
export function cookieLanguage(cookieHeader: string): Language | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The language a page opens in, decided as the server decides which page to send
 * (src/server/language/request-language.ts): `?lang=` first, then the visitor's cookie, else
 * the language the page was sent in.
 */
export function initialLanguage(search: string, cookieHeader: string, pageLang: string): Language {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  return cookieLanguage(cookieHeader) ?? (isLanguage(pageLang) ? pageLang : DEFAULT_LANGUAGE);
}
