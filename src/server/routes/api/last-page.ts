import type { FastifyPluginAsync } from 'fastify';
import { lastPageBody, type LastPageBody } from '../../../contracts/progress';
import { lockOpenApplication } from '../../application/open-application';
import { currentApplicant } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';

export const lastPageRoute: FastifyPluginAsync = async (app) => {
  app.put<{ Body: LastPageBody }>(
    '/api/last-page',
    {
      schema: {
        body: lastPageBody,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const { id } = currentApplicant(request);
      await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, id);
        await repositories(tx).applicants.setLastPage(id, request.body.last_page);
      });
      return { message: 'Your last page has been saved.' };
    },
  );
};
