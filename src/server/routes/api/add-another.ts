import type { FastifyPluginAsync } from 'fastify';
import { applicationContent } from '../../../contracts/service';
import { ADD_ANOTHER_DEFAULT, ADD_ANOTHER_MAX } from '../../../engine';
import { readAddAnotherCounts, saveAddAnotherCount } from '../../application/add-another-counts';
import { findRepeater } from '../../application/find-repeater';
import { lockOpenApplication } from '../../application/open-application';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { definitionId, messageReply, replies } from '../schemas';

/** The add-another map: button id to number of components shown (spec default 1, maximum 10). */
export const addAnotherRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/add-another',
    {
      schema: {
        response: replies({ 200: applicationContent.add_another }),
      },
    },
    async (request) => readAddAnotherCounts(app.db, currentApplicant(request).id),
  );

  app.put<{ Body: { button_id: string; num_components: number } }>(
    '/api/add-another',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            button_id: definitionId,
            num_components: {
              type: 'integer',
              minimum: ADD_ANOTHER_DEFAULT,
              maximum: ADD_ANOTHER_MAX,
            },
          },
          required: ['button_id', 'num_components'],
          additionalProperties: false,
        },
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const applicantId = currentApplicant(request).id;
      const { button_id, num_components } = request.body;
      const repeater = findRepeater(button_id);
      if (!repeater)
        throw new HttpError(400, `There is no Add Another button "${button_id}".`, {
          code: 'UNKNOWN_ID',
        });
      if (num_components > repeater.max) {
        throw new HttpError(400, `"${button_id}" allows at most ${repeater.max} entries.`, {
          code: 'TOO_MANY',
        });
      }
      await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, applicantId);
        await saveAddAnotherCount(tx, applicantId, button_id, num_components);
      });
      return { message: 'Saved.' };
    },
  );
};
