import type { Config } from '../../config';
import type { ApplicantRow } from '../../repositories/applicants';

/** Links in e-mails, on the public address (PUBLIC_URL) the applicant's browser knows. */
export function pageUrl(
  config: Pick<Config, 'publicUrl'>,
  path: string,
  query: Record<string, string | undefined> = {},
): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The confirmation e-mail's link: the address and, when the account will bring in a visitor
 * draft at confirmation (not for a contested sign-up), its token.
 */
export function confirmLink(
  config: Pick<Config, 'publicUrl'>,
  username: string,
  applicant: Pick<ApplicantRow, 'pending_draft_token' | 'signup_contested'>,
): string {
  const token = applicant.signup_contested
    ? undefined
    : (applicant.pending_draft_token ?? undefined);
  return pageUrl(config, '/confirm', { username, token });
}
