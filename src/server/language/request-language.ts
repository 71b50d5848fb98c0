import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isEnglishOnly,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from '../../contracts/language';

/** The language a visitor chose on this device (the switch's cookie), if any. */
export function cookieLanguage(request: FastifyRequest): Language | undefined {
  const value = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language a page is sent in: `?lang=` first, then the visitor's choice, else English
 * (always English in the staff workspace and the staff print view).
 */
export function pageLanguage(
  request: FastifyRequest,
  path: string,
  query: URLSearchParams,
): Language {
  if (isEnglishOnly(path, query)) return DEFAULT_LANGUAGE;
  const asked = query.get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : (cookieLanguage(request) ?? DEFAULT_LANGUAGE);
}
