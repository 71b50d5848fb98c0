import type { FastifyPluginAsync } from 'fastify';
import { lockOpenApplication } from '../../application/open-application';
import { currentApplicant } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';

export const lastPageRoute: FastifyPluginAsync = async (app) => {
  app.put<{ Body: { last_page: string } }>(
    '/api/last-page',
    {
      schema: {
        body: {
          type: 'object',
          // A path of this site such as /about; never a full URL, so it cannot send anyone away.
          properties: {
            last_page: { type: 'string', maxLength: 100, pattern: '^/[A-Za-z0-9/_-]*$' },
          },
          required: ['last_page'],
          additionalProperties: false,
        },
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
