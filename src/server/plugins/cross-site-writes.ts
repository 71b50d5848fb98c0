import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a state-changing route's body is: JSON (the default), or 'multipart' for the
     * embedded store's upload, which a browser posts as a form and its signed policy guards.
     */
    body?: 'json' | 'multipart';
    /** A GET that changes state (the spec's `GET /api/logout`): refused from another site. */
    changesState?: boolean;
  }
}

export const CROSS_SITE =
  'This request came from another site. Use the application at its own address.';
const REQUIRED_TYPE = {
  json: {
    type: 'application/json',
    message: 'Send the request body as JSON with the header Content-Type: application/json.',
  },
  multipart: { type: 'multipart/form-data', message: 'Send the upload as multipart/form-data.' },
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The media type of a Content-Type header, lower-cased, without its parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** An origin as a browser writes it (`scheme://host[:port]`, default port left out), or ''. */
function normalOrigin(text: string): string {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return ''; // "null" (a sandboxed or file page) and anything unparsable
  }
}

/** True when the browser says the request came from a page of another origin. */
function fromAnotherOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const from = normalOrigin(origin);
  return (
    from === '' ||
    (from !== publicOrigin && from !== normalOrigin(`${request.protocol}://${request.host}`))
  );
}

/**
 * Closes cross-site writes for every route, present and future, with one rule: a request that
 * changes state (any method but GET, HEAD and OPTIONS, and GETs marked `changesState`) is
 * refused 403 when the browser says it came from another origin (`Origin` not this server's own
 * scheme and host nor PUBLIC_URL's, or `Sec-Fetch-Site: cross-site | same-site`), and 415 unless
 * its body is JSON. A plain HTML form can send neither a JSON content type nor a custom Origin,
 * and a request with neither header comes from no browser (curl, scripts, tests): allowed.
 */
export const crossSiteWrites: FastifyPluginAsync = fp(async (app) => {
  const publicOrigin = normalOrigin(app.config.publicUrl);
  const changesState = (request: FastifyRequest): boolean =>
    !request.is404 &&
    (!SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true);
  // First thing, before a session is looked up or extended.
  app.addHook('onRequest', async (request) => {
    if (changesState(request) && fromAnotherOrigin(request, publicOrigin))
      throw new HttpError(403, CROSS_SITE);
  });
  // After the session check (a stranger learns 401 first), before the body is read.
  app.addHook('preParsing', async (request) => {
    if (!changesState(request) || SAFE_METHODS.has(request.method)) return;
    const required = REQUIRED_TYPE[request.routeOptions.config.body ?? 'json'];
    if (mediaType(request.headers['content-type']) !== required.type)
      throw new HttpError(415, required.message);
  });
});
