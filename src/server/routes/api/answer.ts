import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { ANSWER_BASE_HEADER, saveReply } from '../../../contracts/answers';
import { answerSaveQuery } from '../../../contracts/repeater-layout';
import { parseAnswerBase } from '../../application/answer-base';
import { checkAnswers } from '../../application/check-answers';
import { saveAnswers } from '../../application/save-answers';
import { isDocumentKey } from '../../documents/document-keys';
import { currentApplicant, refuseSession, sessionCheckOf } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import type { SaveContext } from '../../repositories/save-context';
import { answerMap, replies } from '../schemas';
import { baseGenerations } from './base-generations';

declare module 'fastify' {
  interface FastifyRequest {
    /** PUT /api/answer: the application as read with the session check. */
    saveRead: SaveContext | null;
  }
}

/**
 * PUT /api/answer: the body is a flat answer map; its keys are merged over the stored ones. The
 * optional Answer-Base header names the revision each key was based on (issue 27): a key changed
 * elsewhere since keeps the stored value and comes back in `conflicts`. The query string may name
 * the layout generation each repeater's entries were typed in, so they land on those entries.
 * The session is checked in the statement that reads the application (one round trip less on
 * the call an applicant makes most, issue 31), still before the body is read.
 */
export const answerRoute: FastifyPluginAsync = async (app) => {
  app.decorateRequest('saveRead', null);
  const readWithSession: onRequestAsyncHookHandler = async (request, reply) => {
    const opened = await repositories(app.db).saveContext.readInSession(sessionCheckOf(request));
    if (!opened) refuseSession(request, reply);
    request.applicant = opened.applicant;
    request.saveRead = opened.context;
  };

  app.put<{ Body: Record<string, unknown>; Querystring: Record<string, number> }>(
    '/api/answer',
    {
      config: { session: 'in-route' },
      onRequest: readWithSession,
      schema: {
        body: answerMap,
        querystring: answerSaveQuery,
        response: replies({ 200: saveReply }),
      },
    },
    async (request) => {
      // A document answer is ANSWERED only when the server converted the file: a value sent for
      // it would let a client claim a document it never uploaded, so it is left as stored.
      const answers = Object.fromEntries(
        Object.entries(checkAnswers(request.body)).filter(([key]) => !isDocumentKey(key)),
      );
      const base = parseAnswerBase(request.headers[ANSWER_BASE_HEADER], request.body);
      const saved = await saveAnswers(
        app.db,
        currentApplicant(request).id,
        answers,
        base,
        app.now(),
        app.liveForms.current().version,
        baseGenerations(request.query),
        request.saveRead ?? undefined,
      );
      await Promise.all(saved.objects.map((key) => app.objectStore.delete(key)));
      return {
        message: 'Your answers have been saved.',
        revisions: saved.revisions,
        conflicts: saved.conflicts,
        not_kept: saved.notKept,
        generations: saved.generations,
      };
    },
  );
};
