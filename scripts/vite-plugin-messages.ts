// Vite plugin: the shell's message catalogues (src/client/i18n/messages/*.json) reach the
// bundle already parsed (ICU MessageFormat to its AST), and the browser gets formatjs without
// its message parser: about 7 KB gzip less on the first page, which has a budget (issue 32).
// A message that does not parse fails the build. Wire it in vite.config.ts.
import { readFileSync } from 'node:fs';
import { normalize, sep } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isPlainText } from '../src/client/i18n/plain-text';

const CATALOGUES = `${sep}src${sep}client${sep}i18n${sep}messages${sep}`;

/** A catalogue's JSON with every message but the plain texts replaced by its parsed form. */
export function compileCatalogue(text: string, file = 'catalogue'): string {
  const messages = JSON.parse(text) as Record<string, string>;
  const compiled = Object.entries(messages).map(([key, message]) => {
    try {
      const parsed = parse(message);
      return [key, isPlainText(message) ? message : parsed];
    } catch (error) {
      throw new Error(`${file}: "${key}" is not ICU MessageFormat: ${String(error)}`);
    }
  });
  return JSON.stringify(Object.fromEntries(compiled));
}

export default function messagesPlugin(): Plugin {
  return {
    name: 'admissions-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      const file = normalize(id.split('?')[0] ?? id);
      if (!file.includes(CATALOGUES) || !file.endsWith('.json')) return undefined;
      this.addWatchFile(file);
      return compileCatalogue(readFileSync(file, 'utf8'), file);
    },
  };
}
