import type { FastifyPluginAsync } from 'fastify';
import { answerSavedReply, answerSaveQuery } from '../../../contracts/repeater-layout';
import { checkAnswers } from '../../application/check-answers';
import { saveAnswers } from '../../application/save-answers';
import { isDocumentKey } from '../../documents/document-keys';
import { currentApplicant } from '../../plugins/session';
import { answerMap, replies } from '../schemas';
import { baseGenerations } from './base-generations';

/**
 * PUT /api/answer: the body is a flat answer map; its keys are merged over the stored ones.
 * The query string may name the layout generation each repeater's entries were typed in.
 */
export const answerRoute: FastifyPluginAsync = async (app) => {
  app.put<{ Body: Record<string, unknown>; Querystring: Record<string, number> }>(
    '/api/answer',
    {
      schema: {
        body: answerMap,
        querystring: answerSaveQuery,
        response: replies({ 200: answerSavedReply }),
      },
    },
    async (request) => {
      // A document answer is ANSWERED only when the server converted the file: a value sent for
      // it would let a client claim a document it never uploaded, so it is left as stored.
      const answers = Object.fromEntries(
        Object.entries(checkAnswers(request.body)).filter(([key]) => !isDocumentKey(key)),
      );
      const bases = baseGenerations(request.query);
      const { id } = currentApplicant(request);
      const saved = await saveAnswers(
        app.db,
        id,
        answers,
        app.now(),
        app.definitionsVersion,
        bases,
      );
      await Promise.all(saved.objects.map((key) => app.objectStore.delete(key)));
      return {
        message: 'Your answers have been saved.',
        not_kept: saved.notKept,
        generations: saved.generations,
      };
    },
  );
};
