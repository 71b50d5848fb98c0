// Where the build leaves the pages it prerendered for a visitor's first load, and the module
// that draws them (scripts/vite-plugin-prerender.ts writes both; the server reads both).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A dot folder inside the client build. */
export const PRERENDER_DIR = '.prerender';
/** The prerender module, built for Node with everything it imports inside. */
export const RENDERER_DIR = join(PRERENDER_DIR, 'renderer');
export const RENDERER_FILE = join(RENDERER_DIR, 'render-page.js');

/** The prerendered file of a page path: /about → .prerender/about.html. */
export function prerenderFile(path: string): string {
  return join(PRERENDER_DIR, `${path.replace(/^\//, '')}.html`);
}

/** The pages the build prerendered, by path (/about → its HTML). */
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
