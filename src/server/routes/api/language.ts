import type { FastifyPluginAsync } from 'fastify';
import { languageBody, type LanguageBody } from '../../../contracts/language';
import { currentApplicant } from '../../plugins/session';
import { messageReply, replies } from '../schemas';

/**
 * PUT /api/language (issue 32): the language the applicant reads the application and its
 * e-mails in. A preference, not an answer: it changes after submission too.
 */
export const languageRoute: FastifyPluginAsync = async (app) => {
  app.put<{ Body: LanguageBody }>(
    '/api/language',
    { schema: { body: languageBody, response: replies({ 200: messageReply }) } },
    async (request) => {
      await app.repos.applicants.setLanguage(currentApplicant(request).id, request.body.language);
      return { message: 'Your language has been saved.' };
    },
  );
};
