import type { FastifyPluginAsync } from 'fastify';
import { ADD_ANOTHER_DEFAULT, removeRepeaterEntry } from '../../../engine';
import { mergeAnswers, readAnswers } from '../../application/answers';
import { readAddAnotherCount, saveAddAnotherCount } from '../../application/add-another-counts';
import { findRepeater } from '../../application/find-repeater';
import { lockOpenApplication } from '../../application/open-application';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { answerRevisions } from '../../../contracts/answers';
import { answerMap, definitionId, replies } from '../schemas';

export const ENTRY_REMOVED = 'The entry was removed.';

/**
 * POST /api/repeater/{button_id}/remove {index}: removes one entry (2..count) of a repeater.
 * Later entries move up (their _desc companions and filled keys with them), the last shown slot
 * is emptied and the stored count goes down by one, in one transaction, so the answers and
 * the count never disagree. The reply carries the answers written, their revisions and the new
 * count.
 */
export const repeaterRemoveRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { button_id: string }; Body: { index: number } }>(
    '/api/repeater/:button_id/remove',
    {
      schema: {
        params: {
          type: 'object',
          properties: { button_id: definitionId },
          required: ['button_id'],
        },
        body: {
          type: 'object',
          properties: { index: { type: 'integer', minimum: 1, maximum: 100 } },
          required: ['index'],
          additionalProperties: false,
        },
        response: replies({
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              num_components: { type: 'integer' },
              answers: answerMap,
              revisions: answerRevisions,
            },
            required: ['message', 'num_components', 'answers', 'revisions'],
          },
        }),
      },
    },
    async (request) => {
      const applicantId = currentApplicant(request).id;
      const { button_id } = request.params;
      const { index } = request.body;
      const repeater = findRepeater(button_id);
      if (!repeater)
        throw new HttpError(400, `There is no Add Another button "${button_id}".`, {
          code: 'UNKNOWN_ID',
        });
      return app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, applicantId);
        const count =
          (await readAddAnotherCount(tx, applicantId, button_id)) ?? ADD_ANOTHER_DEFAULT;
        const answers = removeRepeaterEntry(
          repeater,
          await readAnswers(tx, applicantId),
          index,
          count,
        );
        if (answers === 'not-removable') {
          throw new HttpError(400, `"${button_id}" has no entry ${index} that can be removed.`, {
            code: 'BAD_INDEX',
          });
        }
        const revisions = await mergeAnswers(tx, applicantId, answers, app.now());
        const num_components = Math.min(count, repeater.max) - 1;
        await saveAddAnotherCount(tx, applicantId, button_id, num_components);
        return { message: ENTRY_REMOVED, num_components, answers, revisions };
      });
    },
  );
};
