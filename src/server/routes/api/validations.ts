import type { FastifyPluginAsync } from 'fastify';
import { validationsBody, type ValidationsBody } from '../../../contracts/progress';
import { lockOpenApplication } from '../../application/open-application';
import { currentApplicant } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';

/** POST /api/validations: the body is the client's error map (key to messages); the last one is kept. */
export const validationsRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ValidationsBody }>(
    '/api/validations',
    {
      schema: {
        body: validationsBody,
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
