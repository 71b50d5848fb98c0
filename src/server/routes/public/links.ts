import type { Config } from '../../config';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '../../../contracts/language';
import type { ApplicantRow } from '../../repositories/applicants';

/**
 * Links in e-mails, on the public address (PUBLIC_URL) the applicant's browser knows. A link
 * in another language than English says so (`?lang=es`): opened on a device that never chose
 * a language, the page would otherwise come in English.
 */
export function pageUrl(
  config: Pick<Config, 'publicUrl'>,
  language: Language,
  path: string,
  query: Record<string, string | undefined> = {},
): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

/**
 * The confirmation e-mail's link: the address and, when the account will bring in a visitor
 * draft at confirmation (not for a contested sign-up), its token.
 */
export function confirmLink(
  config: Pick<Config, 'publicUrl'>,
  username: string,
  applicant: Pick<ApplicantRow, 'pending_draft_token' | 'signup_contested' | 'language'>,
): string {
  const token = applicant.signup_contested
    ? undefined
    : (applicant.pending_draft_token ?? undefined);
  return pageUrl(config, applicant.language, '/confirm', { username, token });
}
