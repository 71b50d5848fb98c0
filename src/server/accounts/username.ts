/** The e-mail address is the username: compared and stored trimmed and lower-cased. */
export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}
