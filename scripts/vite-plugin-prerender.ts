// Vite plugin: after the client build, renders each page a visitor can open (the routes
// marked `handle: { prerender: true }`) to HTML with React in Node, in each language, and writes
// it into the build as .prerender/<language>/<page>.html, which the server sends instead of the empty index.html so
// the page paints before its script arrives; the browser then hydrates it (main.tsx). Also
// writes site.json's description into index.html's <head>. Wire it in vite.config.ts.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { LANGUAGES, type Language } from '../src/contracts/language';
import { site } from '../src/engine/definitions/site';
import { withLanguage } from '../src/server/plugins/page-language';

/** Where the server finds the prerendered pages inside the client build (a dot folder, not served). */
export const PRERENDER_DIR = '.prerender';
const ROOT_ELEMENT = '<div id="root"></div>';

interface RenderModule {
  prerenderedPaths(): string[];
  renderPage(path: string, language: Language): Promise<string | null>;
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The prerendered file of a page path: /about in Spanish → .prerender/es/about.html. */
export function prerenderFile(path: string, language: Language): string {
  return join(PRERENDER_DIR, language, `${path.replace(/^\//, '')}.html`);
}

export default function prerenderPlugin({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'admissions-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      return html.replace(
        '</title>',
        `</title>\n    <meta name="description" content="${escapeAttribute(site.description)}" />`,
      );
    },
    async writeBundle(options) {
      // The nested server build below loads this same config: it must not prerender again.
      if (config.build.ssr) return;
      const outDir = options.dir ?? config.build.outDir;
      // Inside the project, so the built module finds react and the rest in node_modules.
      const ssrDir = join(
        config.root,
        '..',
        '..',
        'node_modules',
        '.cache',
        `prerender-${process.pid}`,
      );
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, entry),
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
          },
        });
        const module = (await import(
          pathToFileURL(join(ssrDir, 'render-page.js')).href
        )) as RenderModule;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        for (const language of LANGUAGES) {
          for (const path of module.prerenderedPaths()) {
            const html = await module.renderPage(path, language);
            if (html === null) continue;
            const file = join(outDir, prerenderFile(path, language));
            mkdirSync(dirname(file), { recursive: true });
            const page = template.replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
            writeFileSync(file, withLanguage(page, language));
          }
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
