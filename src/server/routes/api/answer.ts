import type { FastifyPluginAsync } from 'fastify';
import { checkAnswers } from '../../application/check-answers';
import { saveAnswers } from '../../application/save-answers';
import { isDocumentKey } from '../../documents/document-keys';
import { currentApplicant } from '../../plugins/session';
import { answerMap, messageReply, replies } from '../schemas';

/** PUT /api/answer: the body is a flat answer map; its keys are merged over the stored ones. */
export const answerRoute: FastifyPluginAsync = async (app) => {
  app.put<{ Body: Record<string, unknown> }>(
    '/api/answer',
    { schema: { body: answerMap, response: replies({ 200: messageReply }) } },
    async (request) => {
      // A document answer is ANSWERED only when the server converted the file: a value sent for
      // it would let a client claim a document it never uploaded, so it is left as stored.
      const answers = Object.fromEntries(
        Object.entries(checkAnswers(request.body)).filter(([key]) => !isDocumentKey(key)),
      );
      const { id } = currentApplicant(request);
      const objects = await saveAnswers(app.db, id, answers, app.now(), app.definitionsVersion);
      await Promise.all(objects.map((key) => app.objectStore.delete(key)));
      return { message: 'Your answers have been saved.' };
    },
  );
};
