// src/engine is pure (ARCHITECTURE.md): no Node APIs, no React, and nothing from the client,
// the server or scripts, so the browser, the server and the CLI can all load it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(import.meta.dirname, '../src/engine');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const FORBIDDEN = [
  /^node:/,
  /^(fs|path|os|child_process|url)$/,
  /^react/,
  /src\/(client|server)\//,
  /\/scripts\//,
  /^vite/,
];

describe('engine boundaries', () => {
  it.each(sources(ENGINE).map((f) => relative(ENGINE, f)))(
    '%s imports only pure modules',
    (file) => {
      const text = readFileSync(join(ENGINE, file), 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map(
        (m) => m[1] ?? '',
      );
      for (const specifier of specifiers) {
        const resolved = specifier.startsWith('.')
          ? resolve(ENGINE, file, '..', specifier)
          : specifier;
        for (const pattern of FORBIDDEN)
          expect(resolved, `${file} imports ${specifier}`).not.toMatch(pattern);
      }
      expect(text).not.toMatch(/\bprocess\.|\brequire\(/);
    },
  );
});
