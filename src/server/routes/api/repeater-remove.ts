import type { FastifyPluginAsync } from 'fastify';
import {
  ENTRY_REMOVED_CODE,
  repeaterRemoveBody,
  type RepeaterRemoveBody,
} from '../../../contracts/repeater-layout';
import {
  countAfterRemoval,
  entryAfterRemovals,
  removeRepeaterEntry,
  repeaterEntryKeys,
} from '../../../engine';
import { parseAnswerBase } from '../../application/answer-base';
import { mergeAnswers, readAnswers } from '../../application/answers';
import { readAddAnotherCount, saveAddAnotherCount } from '../../application/add-another-counts';
import { requireRepeater } from '../../application/find-repeater';
import { lockOpenApplication } from '../../application/open-application';
import { removalsSinceBase } from '../../application/aim-save';
import { refuseRemovingChangedEntry } from '../../application/entry-changed';
import { readGenerations, recordRemoval } from '../../application/repeater-removals';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { ANSWER_BASE_HEADER, answerRevisions } from '../../../contracts/answers';
import { answerMap, definitionId, replies } from '../schemas';

export const ENTRY_REMOVED = 'The entry was removed.';
export const ALREADY_REMOVED = 'This entry was already removed on another device.';

/**
 * POST /api/repeater/{button_id}/remove {index, generation?}: removes one entry (2..count) of a
 * repeater. Later entries move up (their _desc companions and filled keys with them), the last
 * shown slot is emptied, the stored count goes down by one and the removal is logged as the
 * repeater's next generation, in one transaction, so the answers and the count never disagree.
 * An index given with the generation it was seen in is re-aimed through the removals since
 * (issue 27). With the Answer-Base header (the revisions the page knew of the entry's answers,
 * keyed as it showed the entry), an entry holding an answer written since on another device is
 * not removed: 409 ANSWERS_CHANGED. The reply carries the answers written, their revisions, the
 * new count and the new generation.
 */
export const repeaterRemoveRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { button_id: string }; Body: RepeaterRemoveBody }>(
    '/api/repeater/:button_id/remove',
    {
      schema: {
        params: {
          type: 'object',
          properties: { button_id: definitionId },
          required: ['button_id'],
        },
        body: repeaterRemoveBody,
        response: replies({
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              num_components: { type: 'integer' },
              generation: { type: 'integer' },
              answers: answerMap,
              revisions: answerRevisions,
            },
            required: ['message', 'num_components', 'generation', 'answers', 'revisions'],
          },
        }),
      },
    },
    async (request) => {
      const applicantId = currentApplicant(request).id;
      const { button_id } = request.params;
      const repeater = requireRepeater(button_id);
      const shownIndex = request.body.index;
      const shownKeys = new Set(repeaterEntryKeys(repeater)[shownIndex - 1]);
      const entryBase = parseAnswerBase(request.headers[ANSWER_BASE_HEADER], (key) =>
        shownKeys.has(key),
      );
      return app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, applicantId);
        let index = shownIndex;
        const base = request.body.generation;
        if (base !== undefined) {
          const now = (await readGenerations(tx, applicantId))[button_id] ?? 0;
          const moved = entryAfterRemovals(
            index,
            await removalsSinceBase(tx, applicantId, button_id, base, now),
          );
          if (moved === undefined)
            throw new HttpError(409, ALREADY_REMOVED, {
              code: ENTRY_REMOVED_CODE,
              generations: { [button_id]: now },
            });
          index = moved;
        }
        const stored = await readAddAnotherCount(tx, applicantId, button_id);
        const answers = removeRepeaterEntry(
          repeater,
          await readAnswers(tx, applicantId),
          index,
          stored,
        );
        if (answers === 'not-removable') {
          throw new HttpError(400, `"${button_id}" has no entry ${index} that can be removed.`, {
            code: 'BAD_INDEX',
          });
        }
        if (entryBase)
          await refuseRemovingChangedEntry(
            tx,
            applicantId,
            repeater,
            { shownIndex, index },
            entryBase,
          );
        // Moved by the live version's repeater: recorded as answered on it, as a save is.
        const version = app.liveForms.current().version;
        const revisions = await mergeAnswers(tx, applicantId, answers, app.now(), version);
        const num_components = countAfterRemoval(repeater, stored);
        await saveAddAnotherCount(tx, applicantId, button_id, num_components);
        const generation = await recordRemoval(tx, applicantId, button_id, index);
        return { message: ENTRY_REMOVED, num_components, generation, answers, revisions };
      });
    },
  );
};
