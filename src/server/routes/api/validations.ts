import type { FastifyPluginAsync } from 'fastify';
import { lockOpenApplication } from '../../application/open-application';
import { currentApplicant } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';

/** POST /api/validations: the body is the client's error map (key to messages); the last one is kept. */
export const validationsRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Record<string, string[]> }>(
    '/api/validations',
    {
      schema: {
        body: {
          type: 'object',
          maxProperties: 2000,
          propertyNames: { maxLength: 100 },
          additionalProperties: {
            type: 'array',
            maxItems: 50,
            items: { type: 'string', maxLength: 1000 },
          },
        },
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const { id } = currentApplicant(request);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, id);
        await repositories(tx).validations.save(id, request.body, now);
      });
      return { message: 'Your validations have been saved.' };
    },
  );
};
