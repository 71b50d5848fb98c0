import type { Config } from '../../config';

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
