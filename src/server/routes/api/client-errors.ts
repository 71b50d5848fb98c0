import type { FastifyPluginAsync } from 'fastify';

interface ClientError {
  message: string;
  stack?: string;
  route: string;
  build: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * POST /api/client-errors: the root error page and the unexpected-error dialog report what went
 * wrong, so the page's "has been logged" is true (issue 14). Open to visitors too (no session),
 * rate-limited per address, and schema-checked: the message, stack, route and build only, never
 * answers. Writes one structured log line and answers 204 with no body.
 */
export const clientErrorsRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ClientError }>(
    '/api/client-errors',
    {
      config: { session: 'none' },
      preValidation: app.limitAttempts('client-error'),
      schema: {
        body: {
          type: 'object',
          properties: {
            message: text(2000),
            stack: text(8000),
            route: { type: 'string', maxLength: 500, pattern: '^/' },
            build: text(100),
          },
          required: ['message', 'route', 'build'],
          additionalProperties: false,
        },
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
