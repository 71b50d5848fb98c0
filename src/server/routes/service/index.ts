import type { FastifyPluginAsync } from 'fastify';
import { readAnswers } from '../../application/answers';
import { readViewState } from '../../application/view-state';
import { readPdfSource } from '../../pdf/pdf-source';
import { useStrictValidation } from '../../plugins/strict-validation';
import { serviceAccess } from '../../service/service-access';
import { sendPdf } from '../documents/send-pdf';
import { answerMap, replies } from '../schemas';

const tokenQuery = {
  type: 'object',
  // Not required by the schema: a missing token is a 401 like any other bad token.
  properties: { service_token: { type: 'string', maxLength: 1000 } },
} as const;

const tokenOf = (request: { query: unknown }): string =>
  (request.query as { service_token?: string }).service_token ?? '';

const tmpPdfReply = {
  type: 'object',
  properties: {
    answer: answerMap,
    add_another: { type: 'object', additionalProperties: { type: 'integer' } },
    document_answer: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
        required: ['file_name', 'file_size'],
      },
    },
    tabs: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['answer', 'add_another', 'document_answer', 'tabs'],
} as const;

/**
 * The staff view (spec section 6): a service token opens one application read-only. Every
 * use is audited (service/service-access.ts). Nothing here takes a session.
 */
export const serviceRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);

  app.get(
    '/service/tmp-pdf',
    { schema: { querystring: tokenQuery, response: replies({ 200: tmpPdfReply }) } },
    async (request) => {
      const { applicantId } = await serviceAccess(request, tokenOf(request));
      const view = await readViewState(app.db, applicantId);
      const documents = await app.db.query<{
        answer_key: string;
        file_name: string;
        file_size: number;
      }>(
        'SELECT answer_key, file_name, file_size FROM document_answers WHERE applicant_id = $1 ORDER BY answer_key',
        [applicantId],
      );
      return {
        answer: await readAnswers(app.db, applicantId),
        add_another: view.addAnother ?? {},
        document_answer: Object.fromEntries(
          documents.rows.map((r) => [
            r.answer_key,
            { file_name: r.file_name, file_size: r.file_size },
          ]),
        ),
        tabs: view.tabs ?? {},
      };
    },
  );

  // Made on request rather than from the stored copy, so staff always see the current answers.
  app.get('/service/pdf', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { applicantId } = await serviceAccess(request, tokenOf(request));
    const source = await readPdfSource(app.db, applicantId);
    if (!source) return reply.code(404).send({ message: 'No application was found.' });
    // Loaded on first use: pdf-lib need not slow every server start.
    const { buildApplicationPdf } = await import('../../pdf/build-application-pdf');
    return sendPdf(reply, await buildApplicationPdf(source, app.objectStore), 'application.pdf');
  });
};
