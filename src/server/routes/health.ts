import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { const: 'ok' }, definitions_version: { type: 'integer' } },
            required: ['status', 'definitions_version'],
          },
        },
      },
    },
    async () => {
      // Answers ok only once the database has answered.
      await app.repos.health.ping();
      return { status: 'ok' as const, definitions_version: app.liveForms.current().version };
    },
  );
};
