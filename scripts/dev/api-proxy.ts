// Vite's proxy for `npm run dev`: the server's routes go to the API, but a path that names a
// file under the client root (the client's own modules in src/client/api/) stays with Vite,
// which would otherwise send /api/http.ts to the API, get a 404 and show a blank page.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { ProxyOptions } from 'vite';

/** The path prefixes the API server answers (its route groups and the embedded store's upload). */
export const API_PREFIXES = ['/api/', '/public/', '/service/', '/lookup/', '/storage/'] as const;

/** True when the URL's path is a file Vite serves from the client root. */
export function isClientFile(clientRoot: string, url: string): boolean {
  const path = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
  const file = normalize(join(clientRoot, path));
  if (!file.startsWith(normalize(clientRoot) + sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}

/** The `server.proxy` entries: every API prefix to `target`, client files excepted. */
export function apiProxy(clientRoot: string, target: string): Record<string, ProxyOptions> {
  const options: ProxyOptions = {
    target,
    // A string tells Vite to serve that URL itself instead of proxying it.
    bypass: (req) => (req.url && isClientFile(clientRoot, req.url) ? req.url : undefined),
  };
  return Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, options]));
}
