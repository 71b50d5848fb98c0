import type { RouteObject } from 'react-router-dom';

/** What a route's `handle` may say: its pages are prerendered as a visitor first sees them. */
interface PrerenderHandle {
  prerender?: boolean;
}

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The paths of the pages under a route whose handle says `prerender: true`. */
export function prerenderedPaths(list: RouteObject[], parent = '/', marked = false): string[] {
  return list.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const inside = marked || (route.handle as PrerenderHandle | undefined)?.prerender === true;
    if (route.children) return prerenderedPaths(route.children, path, inside);
    return inside && route.path ? [path] : [];
  });
}
