import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../../contracts/language';
import { AppProviders } from '../app/AppProviders';
import { loadCatalogue } from '../i18n/catalogue';
import { languageStore } from '../i18n/language-store';
import { routes } from '../app/router';
import { prerenderedPaths as pathsOf } from './prerendered-paths';

/** The pages the build prerenders: those of the app's routes marked for it. */
export function prerenderedPaths(): string[] {
  return pathsOf(routes);
}

/**
 * The HTML of #root for a visitor's first load of `path` in `language` (run by the build, in
 * Node), or null when a visitor is sent elsewhere from it (the routing rules' redirects).
 */
export async function renderPage(path: string, language: Language): Promise<string | null> {
  languageStore.getState().use(language, await loadCatalogue(language));
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
