import type { FastifyPluginAsync } from 'fastify';
import { draftBody, draftReply, draftTokenReply, type DraftBody } from '../../../contracts/drafts';
import { loadDraft, saveDraft } from '../../accounts/drafts';
import { checkAnswers, checkCodedAnswers } from '../../application/check-answers';
import { withoutDocumentKeys } from '../../documents/document-keys';
import { HttpError } from '../../http-error';
import { replies, token } from '../schemas';

export const DRAFT_NOT_FOUND = 'This saved draft was not found or has expired.';

/**
 * A visitor's draft: POST keeps the answers 7 days and returns the token that finds them
 * (`?token=` in any page URL, `draft_token` at sign-up or login); GET brings them back.
 */
export const tmpRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: DraftBody }>(
    '/public/tmp',
    {
      preValidation: app.limitAttempts('draft'),
      schema: {
        body: draftBody,
        response: replies({ 200: draftTokenReply }),
      },
    },
    async (request) => {
      // A draft never holds a document answer: only a converted upload makes one ANSWERED.
      const answers = withoutDocumentKeys(checkAnswers(request.body.answer));
      const now = app.now();
      checkCodedAnswers(answers, answers, now);
      return { token: await saveDraft(app.db, answers, now) };
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/public/tmp',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token },
          required: ['token'],
          additionalProperties: false,
        },
        response: replies({ 200: draftReply }),
      },
    },
    async (request) => {
      const answer = await loadDraft(app.db, request.query.token, app.now());
      if (!answer) throw new HttpError(404, DRAFT_NOT_FOUND, { code: 'DRAFT_NOT_FOUND' });
      return { answer };
    },
  );
};
