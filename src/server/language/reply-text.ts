// A refusal in the language of the request that met it (issue 32): an applicant who reads
// Spanish reads the server's refusals in Spanish too. The routes throw the English (refusals.ts
// lists them); the Spanish is looked up by it. The staff workspace stays in English.
import type { FastifyRequest } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, isEnglishOnly, LOCALES, type Language } from '../../contracts/language';
import spanish from './replies/es.json';
import { cookieLanguage } from './request-language';

const TRANSLATIONS: Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>> = {
  es: spanish,
};

/** The language a call is answered in: the device's choice, English for the staff's calls. */
export function replyLanguage(request: FastifyRequest): Language {
  const [path = '', query = ''] = request.url.split('?', 2);
  if (isEnglishOnly(path, new URLSearchParams(query))) return DEFAULT_LANGUAGE;
  return cookieLanguage(request) ?? DEFAULT_LANGUAGE;
}

function translated(message: string, language: Language): string {
  if (language === 'en') return message;
  const texts = TRANSLATIONS[language];
  return Object.hasOwn(texts, message) ? (texts[message] ?? message) : message;
}

/**
 * `message` in `language` when it is a known refusal, else as it is. With `values`, `message`
 * is an ICU template, filled in the language's words, plural and number convention.
 */
export function replyText(
  message: string,
  language: Language,
  values?: Readonly<Record<string, string | number>>,
): string {
  const text = translated(message, language);
  return values ? String(new IntlMessageFormat(text, LOCALES[language]).format(values)) : text;
}
