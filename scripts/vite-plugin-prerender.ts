// Vite plugin: after the client build, renders each page a visitor can open (the routes
// marked `handle: { prerender: true }`) to HTML with React in Node, in each language, and
// writes it into the build as .prerender/<language>/<page>.html, which the server sends instead of the empty index.html so
// the page paints before its script arrives; the browser then hydrates it (main.tsx). The
// module that renders them stays in the build (.prerender/renderer) for the server to draw
// them again with a published form version. Also writes site.json's description into
// index.html's <head> (the server rewrites it with the live version's). Wire it in vite.config.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PageDocuments } from '../src/client/prerender/render-page';
import { LANGUAGES } from '../src/contracts/language';
import { site } from '../src/engine/definitions/site';
import { descriptionTag } from '../src/server/plugins/page-description';
import {
  prerenderFile,
  RENDERER_DIR,
  RENDERER_FILE,
} from '../src/server/prerender/prerender-files';

interface RenderModule {
  renderDocuments(template: string): Promise<PageDocuments>;
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
      return html.replace('</title>', `</title>\n    ${descriptionTag(site.description)}`);
    },
    async writeBundle(options) {
      // The nested server build below loads this same config: it must not prerender again.
      if (config.build.ssr) return;
      const outDir = options.dir ?? config.build.outDir;
      // Kept in the build: the server draws the pages again with each form version published.
      // Everything it imports is inside it, so it runs wherever the build is copied.
      const rendererDir = join(outDir, RENDERER_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: resolve(config.root, entry),
          outDir: rendererDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const module = (await import(
        pathToFileURL(join(outDir, RENDERER_FILE)).href
      )) as RenderModule;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const documents = await module.renderDocuments(template);
      for (const language of LANGUAGES)
        for (const [path, document] of Object.entries(documents[language])) {
          const file = join(outDir, prerenderFile(path, language));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, document);
        }
    },
  };
}
