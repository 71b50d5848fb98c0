import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { const: 'ok' } },
            required: ['status'],
          },
        },
      },
    },
    async () => {
      // Answers ok only once the database has answered.
      await app.db.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
};
