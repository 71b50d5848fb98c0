import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_PARAM, LANGUAGES, type Language } from '../../contracts/language';

/** Where the build writes them (scripts/vite-plugin-prerender.ts): .prerender/<language>/<page>.html. */
const PRERENDER_DIR = '.prerender';

/** A prerendered page's key: its language and path. */
const pageKey = (language: Language, path: string) => `${language}${path}`;

/** The pages the build prerendered for a visitor, by language and path. */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of LANGUAGES) {
    const dir = join(clientDir, PRERENDER_DIR, language);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.html'))
        pages.set(
          pageKey(language, `/${name.slice(0, -'.html'.length)}`),
          readFileSync(join(dir, name), 'utf8'),
        );
    }
  }
  return pages;
}

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
