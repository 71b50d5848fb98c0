import type { Language } from '../../contracts/language';
import { catalogueText } from '../language/catalogue-text';
import en from './texts/en.json';
import es from './texts/es.json';

export type MailTextKey = keyof typeof en;

/** The applicant's e-mails in each language (ICU MessageFormat; texts/*.json). */
export const MAIL_TEXTS: Record<Language, Record<MailTextKey, string>> = { en, es };

/** One text of an e-mail in `language`, its placeholders filled. */
export function mailText(
  language: Language,
  key: MailTextKey,
  values?: Record<string, string | number>,
): string {
  return catalogueText(MAIL_TEXTS, language, key, values);
}
