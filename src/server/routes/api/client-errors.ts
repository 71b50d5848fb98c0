import type { FastifyPluginAsync } from 'fastify';
import { clientErrorBody, type ClientErrorBody } from '../../../contracts/client-errors';

/**
 * POST /api/client-errors: the root error page and the unexpected-error dialog report what went
 * wrong, so the page's "has been logged" is true (issue 14). Open to visitors too (no session),
 * rate-limited per address, and schema-checked: the message, stack, route and build only, never
 * answers. Writes one structured log line and answers 204 with no body.
 */
export const clientErrorsRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ClientErrorBody }>(
    '/api/client-errors',
    {
      config: { session: 'none' },
      preValidation: app.limitAttempts('client-error'),
      schema: {
        body: clientErrorBody,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { message, stack, route, build } = request.body;
      // A query string could carry a draft token: only the path is logged.
      const path = route.split(/[?#]/)[0];
      request.log.warn(
        { clientError: { message, stack: stack ?? '', route: path, build } },
        'client error',
      );
      return reply.code(204).send();
    },
  );
};
