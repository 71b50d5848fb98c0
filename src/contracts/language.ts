// The language an applicant reads the application in (issue 32): PUT /api/language, the
// profile's `language`, the visitor's cookie and the page's <html lang>.
import type { FromSchema } from 'json-schema-to-ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's choice, read by the server to send the page in it (not HttpOnly: the switch sets it). */
export const LANGUAGE_COOKIE = 'lang';
/** How long the choice is remembered on a device, whichever side sets the cookie. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The query parameter that opens a page in a language (`/about?lang=es`). */
export const LANGUAGE_PARAM = 'lang';

/** The staff print view of an application page carries its link's token (`?service_token=`). */
export const SERVICE_TOKEN_PARAM = 'service_token';

/**
 * The staff workspace and the staff print view stay in English, whatever the device chose
 * (issue 32): staff read an application in English beside a Spanish answer's label. `query`
 * is the address's URLSearchParams (named by shape: the contracts compile without the DOM's).
 */
export function isEnglishOnly(path: string, query: { has(name: string): boolean }): boolean {
  return path === '/staff' || path.startsWith('/staff/') || query.has(SERVICE_TOKEN_PARAM);
}

/** Dates and numbers: Spanish as written in the Americas (es-419), English as in the US. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-419' };

export const languageSchema = { type: 'string', enum: LANGUAGES } as const;

export const languageBody = {
  type: 'object',
  properties: { language: languageSchema },
  required: ['language'],
  additionalProperties: false,
} as const;
export type LanguageBody = FromSchema<typeof languageBody>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
