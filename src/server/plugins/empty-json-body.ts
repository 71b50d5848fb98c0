import type { FastifyInstance } from 'fastify';

/**
 * Clients send `Content-Type: application/json` on every call (spec section 7), and every write
 * must (plugins/cross-site-writes.ts), including the bodiless ones (submit, keep-alive, DELETE).
 * Registered once for the whole app. Fastify refuses an empty JSON body; here it counts as no
 * body, so a route that needs one still answers 400 from its schema. Anything else goes to
 * Fastify's own parser, which keeps refusing `__proto__` and `constructor.prototype`.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parse(request, String(body), done);
  });
}
