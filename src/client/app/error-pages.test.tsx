import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../i18n/language-store';
import en from '../i18n/messages/en.json';
import es from '../i18n/messages/es.json';
import { RootErrorPage } from './RootErrorPage';
import { RouterFallback } from './RouterFallback';

/** Renders a route whose loader fails, with the given error element, as the server would. */
async function renderFailingRoute(ErrorBoundary: RouteObject['ErrorBoundary']): Promise<string> {
  const routes: RouteObject[] = [
    {
      path: '/',
      loader: () => {
        throw new Error('profile fetch failed');
      },
      Component: () => null,
      ErrorBoundary,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('error pages (spec sections 2 and 8)', () => {
  it('a route loader error shows the root error page', async () => {
    const html = await renderFailingRoute(RootErrorPage);
    expect(html).toContain('<h1>Something went wrong.</h1>');
    expect(html).toContain(
      'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
    );
    expect(html).not.toContain('profile fetch failed');
  });

  it('the router fallback says "Unexpected Application Error!"', async () => {
    const html = await renderFailingRoute(RouterFallback);
    expect(html).toContain('<h1>Unexpected Application Error!</h1>');
  });
});

// The Spanish walk (tests/e2e/spanish-dialogs.spec.ts) reaches the root error page; the router's
// last resort has no applicant journey that leads to it, so its Spanish is checked here.
describe('error pages in Spanish (issue 32)', () => {
  afterEach(() => languageStore.getState().use('en', en));

  it.each([
    [
      'the root error page',
      RootErrorPage,
      ['rootError.heading', 'rootError.text', 'rootError.back'] as const,
    ],
    ['the router fallback', RouterFallback, ['fallback.heading', 'fallback.reload'] as const],
  ])('%s is written in Spanish, no English left', async (_page, ErrorBoundary, keys) => {
    languageStore.getState().use('es', es);
    const html = await renderFailingRoute(ErrorBoundary);
    for (const key of keys) {
      expect(html).toContain(es[key]);
      expect(html).not.toContain(en[key]);
    }
  });
});
