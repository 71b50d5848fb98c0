import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { ANSWER_BASE_HEADER, HIDDEN_BASE_HEADER, saveReply } from '../../../contracts/answers';
import { answerSaveQuery } from '../../../contracts/repeater-layout';
import { parseAnswerBase, parseHiddenBase } from '../../application/answer-base';
import { checkAnswers } from '../../application/check-answers';
import { confirmSession } from '../../accounts/sessions';
import { saveAnswers, type FirstRead } from '../../application/save-answers';
import { withoutDocumentKeys } from '../../documents/document-keys';
import { currentApplicant, refuseSession, sessionCheckOf } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { answerMap, replies } from '../schemas';
import { baseGenerations } from './base-generations';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * PUT /api/answer: the application as read with the session check, or the process's copy
     * of it with the session still to check (in the save's write).
     */
    saveRead: FirstRead | null;
  }
}

/**
 * PUT /api/answer: the body is a flat answer map; its keys are merged over the stored ones. The
 * optional Answer-Base header names the revision each key was based on (issue 27): a key changed
 * elsewhere since keeps the stored value and comes back in `conflicts`; the optional Hidden-Base
 * header names what the page knew of the answers its change can hide, and a change that would
 * empty one written since is refused (409 HIDDEN_ANSWERS_CHANGED). The query string may name
 * the layout generation each repeater's entries were typed in, so they land on those entries.
 * The call an applicant makes most takes one round trip when it can (issue 31): a session this
 * process has seen save finds its application in the process's copy (SaveCache), and the save's
 * one statement checks the session and writes. Otherwise the session is checked in the statement
 * that reads the application, before the body is read. A session that was good when it last saved
 * here is thus checked after its body is read; every refusal of such a request (a bad body, a
 * judging error) checks the session first, so a session no longer good still gets 401.
 */
export const answerRoute: FastifyPluginAsync = async (app) => {
  app.decorateRequest('saveRead', null);
  const readWithSession: onRequestAsyncHookHandler = async (request, reply) => {
    const session = sessionCheckOf(request);
    const cached = app.saveCache.recall(session.tokenHash);
    if (cached) {
      request.applicant = cached.applicant;
      request.saveRead = { context: cached.context, session };
      return;
    }
    const opened = await repositories(app.db).saveContext.readInSession(session);
    if (!opened) refuseSession(request, reply);
    app.saveCache.remember(session.tokenHash, opened.applicant, opened.context);
    request.applicant = opened.applicant;
    request.saveRead = { context: opened.context };
  };
  const refuseUnlessSessionGood = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.saveRead?.session;
    if (!session || (await confirmSession(app.db, session))) return;
    app.saveCache.forgetSession(session.tokenHash);
    refuseSession(request, reply);
  };

  // This plugin's routes only (it is not wrapped with fastify-plugin); rethrown, an error goes
  // on to the app's handler.
  app.setErrorHandler(async (error, request, reply) => {
    await refuseUnlessSessionGood(request, reply);
    throw error;
  });

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
    async (request, reply) => {
      // A document answer is ANSWERED only when the server converted the file: a value sent for
      // it would let a client claim a document it never uploaded, so it is left as stored.
      const answers = withoutDocumentKeys(checkAnswers(request.body));
      const base = parseAnswerBase(request.headers[ANSWER_BASE_HEADER], (key) =>
        Object.hasOwn(request.body, key),
      );
      const save = {
        applicantId: currentApplicant(request).id,
        sent: answers,
        sentBase: base,
        hiddenBase: parseHiddenBase(request.headers[HIDDEN_BASE_HEADER]),
        now: app.now(),
        formVersion: app.liveForms.current().version,
        bases: baseGenerations(request.query),
      };
      const first = request.saveRead ?? undefined;
      const saved = await saveAnswers(app.db, save, first, app.saveCache);
      if (saved === 'no-session') {
        // Checked already: the error handler need not check again.
        request.saveRead = null;
        if (first?.session) app.saveCache.forgetSession(first.session.tokenHash);
        refuseSession(request, reply);
      }
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
