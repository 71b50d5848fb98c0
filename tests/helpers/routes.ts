import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route the app has, read from Fastify's own route tree, so a test over "every route"
 * cannot fall behind when a route is added. HEAD twins of GET routes are left out.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: { depth: number; path: string }[] = [];
  const routes: RouteEntry[] = [];
  for (const line of lines) {
    const match = /^([│ ├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2]}`;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes;
}
