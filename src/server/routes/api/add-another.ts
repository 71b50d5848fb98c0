import type { FastifyPluginAsync } from 'fastify';
import { applicationContent } from '../../../contracts/service';
import {
  addAnotherBody,
  addAnotherParams,
  COUNT_CHANGED_CODE,
  type AddAnotherBody,
  type AddAnotherParams,
} from '../../../contracts/view-state';
import { entriesDropped, entryCountProblem, maxEntries } from '../../../engine';
import { ADD_ANOTHER_DEFAULT } from '../../../engine/constants';
import {
  readAddAnotherCount,
  readAddAnotherCounts,
  saveAddAnotherCount,
} from '../../application/add-another-counts';
import { requireRepeater } from '../../application/find-repeater';
import { lockOpenApplication } from '../../application/open-application';
import { readGenerations, recordRemoval } from '../../application/repeater-removals';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { replies } from '../schemas';

const COUNT_CHANGED_MESSAGE =
  'Entries were added or removed on another device, so the count was not changed.';

/**
 * The add-another map: button id to number of components shown (spec default 1, maximum 10).
 * A smaller count removes the last entries: each is logged as a removal (issue 27), so a save
 * typed into one of them before is refused rather than emptied unseen. A count sent `from` the
 * count its page showed is refused when the stored one differs: a page behind another device's
 * Add Another would otherwise drop the entries it never saw.
 */
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

  app.put<{ Body: AddAnotherBody; Querystring: AddAnotherParams }>(
    '/api/add-another',
    {
      schema: {
        body: addAnotherBody,
        querystring: addAnotherParams,
        response: replies({
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, generation: { type: 'integer' } },
            required: ['message', 'generation'],
            additionalProperties: false,
          },
        }),
      },
    },
    async (request) => {
      const applicantId = currentApplicant(request).id;
      const { button_id, num_components } = request.body;
      const repeater = requireRepeater(button_id);
      if (entryCountProblem(repeater, num_components) === 'too-many') {
        throw new HttpError(400, `"${button_id}" allows at most ${maxEntries(repeater)} entries.`, {
          code: 'TOO_MANY',
        });
      }
      const generation = await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, applicantId);
        const stored = await readAddAnotherCount(tx, applicantId, button_id);
        const { from } = request.query;
        if (from !== undefined && from !== (stored ?? ADD_ANOTHER_DEFAULT))
          throw new HttpError(409, COUNT_CHANGED_MESSAGE, {
            code: COUNT_CHANGED_CODE,
            num_components: stored ?? ADD_ANOTHER_DEFAULT,
          });
        await saveAddAnotherCount(tx, applicantId, button_id, num_components);
        let latest = (await readGenerations(tx, applicantId))[button_id] ?? 0;
        for (const entry of entriesDropped(repeater, stored, num_components))
          latest = await recordRemoval(tx, applicantId, button_id, entry);
        return latest;
      });
      return { message: 'Saved.', generation };
    },
  );
};
