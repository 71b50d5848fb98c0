import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build writes them (scripts/vite-plugin-prerender.ts): .prerender/<page>.html. */
const PRERENDER_DIR = '.prerender';

/** The pages the build prerendered for a visitor, by path (/about → its HTML). */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  const dir = join(clientDir, PRERENDER_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.html'))
      pages.set(`/${name.slice(0, -'.html'.length)}`, readFileSync(join(dir, name), 'utf8'));
  }
  return pages;
}

interface PageRequest {
  path: string;
  /** The query string, without "?" (empty when none). */
  query: string;
  loggedIn: boolean;
}

/**
 * The prerendered page to send, or undefined for the empty shell. It shows a visitor with no
 * answers yet, which is what the browser's first render hydrates: not for a logged-in
 * applicant (whose page waits for the profile) nor with a query (a draft token, the staff
 * view's service token).
 */
export function prerenderedFor(
  pages: ReadonlyMap<string, string>,
  { path, query, loggedIn }: PageRequest,
): string | undefined {
  if (loggedIn || query !== '') return undefined;
  return pages.get(path);
}
