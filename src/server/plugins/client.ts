import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { activeDefinitions } from '../../engine';
import { site } from '../../engine/definitions/site';
import { PAGE_IDS } from '../../engine/types';
import { pageLanguage } from '../language/request-language';
import { rememberAskedLanguage } from '../language/remember-language';
import { prerenderedFor } from '../prerender/prerendered-for';
import { cataloguePreloads } from './catalogue-preloads';
import { stylesheetInliner } from './inline-styles';
import { responseCompression } from './response-compression';
import { scriptsAfterPaint } from './scripts-after-paint';
import { siteDescription, withDescription } from './page-description';
import { withLanguage } from './page-language';
import { withTitle } from './page-title';
import { formVersionTag } from '../../contracts/form-version-hint';
import { bundledVersionCheck } from '../forms/bundled-version';
import { routePreloads, templateAssets, withPreloads, type Manifest } from './route-preloads';
import { LOGGED_IN_COOKIE } from './session';
import { followLivePages } from '../prerender/follow-live-pages';
import { readSessionSnapshot, snapshotElement } from './session-snapshot';

// A missing build file (/assets/) is a 404 too: the page's import then fails as a missing
// module, not as HTML parsed for a script.
const notPages = ['/api/', '/public/', '/service/', '/lookup/', '/staff/api/', '/assets/'];
// The application pages (and the root, which the router sends to one): their loader waits for
// the session's reads, which a logged-in load gets in the HTML (session-snapshot.ts).
const snapshotPaths = new Set(['/', ...PAGE_IDS.map((id) => `/${id}`)]);

/**
 * Serves the built client. Any other GET that is not an API call gets index.html, so the
 * browser router decides (it sends unknown paths to /about with the query kept); a visitor's
 * first load of a page gets that page prerendered instead, a logged-in applicant's the
 * session's reads (never stored by a cache: they are the applicant's answers).
 */
interface ClientOptions {
  clientDir: string;
}

const serveClient: FastifyPluginAsync<ClientOptions> = async (app, { clientDir }) => {
  const index = join(clientDir, 'index.html');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const preloads = routePreloads(manifest, templateAssets(html));
  const catalogues = cataloguePreloads(manifest);
  const inlineStyles = stylesheetInliner(html, clientDir);
  const compress = responseCompression();
  const isBundled = bundledVersionCheck(clientDir);
  const pages = existsSync(index) ? await followLivePages(app, clientDir, html) : undefined;
  if (!existsSync(index)) {
    app.log.warn(`no built client at ${clientDir}; run "npm run build" to serve the pages`);
  } else {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the scripts and styles (vite-plugin-compress).
      preCompressed: true,
      // Our own cache-control below; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints assets, so they can be cached for good; index.html never.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL is sent brotli, gzip or plain by the request's Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const notPage = notPages.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || notPage || !existsSync(index)) {
      return reply
        .code(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
    }
    const [path = '', query = ''] = request.url.split('?', 2);
    const loggedIn = Boolean(request.cookies[LOGGED_IN_COOKIE]);
    // In the language asked for (`?lang=`), else the visitor's choice, so nothing flashes in
    // another language before the script runs.
    const asked = new URLSearchParams(query);
    const language = pageLanguage(request, path, asked);
    await rememberAskedLanguage(request, reply, path, asked);
    const page = pages && prerenderedFor(pages.current(), { path, query, loggedIn, language });
    const snapshot =
      loggedIn && query === '' && snapshotPaths.has(path)
        ? snapshotElement(await readSessionSnapshot(app, request))
        : '';
    const live = app.liveForms.current();
    const tags =
      (catalogues.get(language) ?? '') +
      (preloads.get(path === '/' ? site.defaultRoute : path) ?? '') +
      snapshot +
      formVersionTag({ version: live.version, bundled: isBundled(live.version, live.files) });
    // A prerendered page has its own title (render-page.tsx); the shell names the application.
    const titled = page ?? withTitle(html, language);
    const document = withPreloads(
      withDescription(
        withLanguage(inlineStyles(titled), language),
        await siteDescription(activeDefinitions(), language),
      ),
      tags,
    );
    // A prerendered page has something to paint before its scripts run; the shell has not.
    const { body, encoding } = compress(
      page ? scriptsAfterPaint(document) : document,
      request.headers['accept-encoding'],
      snapshot === '',
    );
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .header('cache-control', snapshot ? 'no-store' : 'no-cache')
        // The same URL is the prerendered page or the shell by the login cookie.
        .header('vary', 'cookie, accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  });
};

export const clientPlugin = fp(serveClient);
