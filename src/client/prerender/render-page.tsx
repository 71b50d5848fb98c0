import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';

/** What a route's `handle` may say: its pages are prerendered as a visitor first sees them. */
interface PrerenderHandle {
  prerender?: boolean;
}

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The paths of the pages under a route whose handle says `prerender: true`. */
export function prerenderedPaths(
  list: RouteObject[] = routes,
  parent = '/',
  marked = false,
): string[] {
  return list.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const inside = marked || (route.handle as PrerenderHandle | undefined)?.prerender === true;
    if (route.children) return prerenderedPaths(route.children, path, inside);
    return inside && route.path ? [path] : [];
  });
}

/**
 * The HTML of #root for a visitor's first load of `path` (run by the build, in Node), or null
 * when a visitor is sent elsewhere from it (the routing rules' redirects).
 */
export async function renderPage(path: string): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return null;
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
