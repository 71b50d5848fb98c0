// Where the build leaves the pages it prerendered for a visitor's first load, and the module
// that draws them (scripts/vite-plugin-prerender.ts writes both; the server reads both).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../contracts/language';

/** A dot folder inside the client build. */
export const PRERENDER_DIR = '.prerender';
/** The prerender module, built for Node with everything it imports inside. */
export const RENDERER_DIR = join(PRERENDER_DIR, 'renderer');
export const RENDERER_FILE = join(RENDERER_DIR, 'render-page.js');

/** The prerendered file of a page path: /about in Spanish → .prerender/es/about.html. */
export function prerenderFile(path: string, language: Language): string {
  return join(PRERENDER_DIR, language, `${path.replace(/^\//, '')}.html`);
}

/** A prerendered page's key among the others: its language and path ("es/about"). */
export const pageKey = (language: Language, path: string): string => `${language}${path}`;

/** The pages the build prerendered, by pageKey. */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of LANGUAGES) {
    const dir = join(clientDir, PRERENDER_DIR, language);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir))
      if (name.endsWith('.html'))
        pages.set(
          pageKey(language, `/${name.slice(0, -'.html'.length)}`),
          readFileSync(join(dir, name), 'utf8'),
        );
  }
  return pages;
}
