import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy } from './scripts/dev/api-proxy';
import compressPlugin from './scripts/vite-plugin-compress';
import formsPlugin from './scripts/vite-plugin-forms';
import messagesPlugin from './scripts/vite-plugin-messages';
import prerenderPlugin from './scripts/vite-plugin-prerender';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
// React Router's package exports name only its development build (remix-run/react-router
// #12532, #14753); the production build is the same code without the development warnings.
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ command }) => ({
  root: 'src/client',
  // The forms plugin ships AJV standalone validators and fails the build on broken definitions;
  // the compress plugin writes the .br/.gz copies the server sends; the prerender plugin
  // writes the HTML a visitor's first load shows before the script runs; the messages plugin
  // ships the message catalogues parsed.
  plugins: [
    formsPlugin({ root: projectRoot }),
    messagesPlugin(),
    react(),
    compressPlugin(),
    prerenderPlugin({ entry: 'prerender/render-page.tsx' }),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunks of the page asked for (route-preloads.ts).
    manifest: true,
    // Every browser the build targets preloads modules itself; without the polyfill one that
    // does not (Safari 16) fetches them on import instead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports goes into the entry chunk: rolldown would split some of it into
        // separate chunks every page loads anyway (rolldown/rolldown#9963, #10731).
        // The application pages' code (the route modules and what they import that the entry
        // does not) goes into one chunk too: as a dozen small shared chunks it compressed 3 KB worse.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'application',
              test: /src[\\/]client[\\/]pages[\\/](about|education|final-steps)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // A port asked for by name is that port or an error, never the next free one.
    strictPort: process.env.PORT !== undefined,
    // forms/ and schemas/ live outside the client root but are imported by the engine.
    fs: { allow: [projectRoot] },
    proxy: apiProxy(fileURLToPath(new URL('src/client', import.meta.url)), apiTarget),
  },
}));
