import type { Language, LanguageBody } from '../../../contracts/language';
import { request } from '../http';

/** Stores the applicant's language on the account (its e-mails are written in it). */
export function saveLanguage(language: Language): Promise<unknown> {
  return request('PUT', '/api/language', { body: { language } satisfies LanguageBody });
}
