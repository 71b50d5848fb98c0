// Vite plugin: writes a .br and a .gz copy beside each built script and stylesheet, so the
// server sends them compressed without compressing on every request (@fastify/static's
// preCompressed option picks the copy the browser accepts). Wire it in vite.config.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css)$/;

export default function compressPlugin(): Plugin {
  let serverBuild = false;
  return {
    name: 'admissions-compress',
    apply: 'build',
    configResolved(config) {
      // The prerender's own build for Node (vite-plugin-prerender.ts) is never sent to a browser.
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (serverBuild) return;
      const outDir = options.dir ?? '';
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(outDir, name);
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
