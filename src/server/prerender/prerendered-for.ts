import { LANGUAGE_PARAM, type Language } from '../../contracts/language';
import { pageKey } from './prerender-files';

interface PageRequest {
  path: string;
  /** The query string, without "?" (empty when none). */
  query: string;
  loggedIn: boolean;
  language: Language;
}

/**
 * The prerendered page to send, or undefined for the empty shell. It shows a visitor with no
 * answers yet, which is what the browser's first render hydrates: not for a logged-in
 * applicant (whose page waits for the profile) nor with a query other than the language (a
 * draft token, the staff view's service token).
 */
export function prerenderedFor(
  pages: ReadonlyMap<string, string>,
  { path, query, loggedIn, language }: PageRequest,
): string | undefined {
  const params = new URLSearchParams(query);
  params.delete(LANGUAGE_PARAM);
  if (loggedIn || params.size > 0) return undefined;
  return pages.get(pageKey(language, path));
}
