import type { FastifyPluginAsync } from 'fastify';
import { readProfile } from '../../application/profile';
import { HttpError } from '../../http-error';
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
    applicant: {
      type: 'object',
      properties: {
        username: { type: 'string' },
        status: { type: ['string', 'null'] },
        submitted_at: { type: ['string', 'null'] },
        reference: { type: 'string' },
      },
      required: ['username', 'status', 'submitted_at', 'reference'],
    },
  },
  required: ['answer', 'add_another', 'document_answer', 'tabs', 'applicant'],
} as const;

/**
 * The staff view (spec section 6): a service token opens one application read-only. Every
 * use is audited (service/service-access.ts). Nothing here takes a session.
 */
export const serviceRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/service/tmp-pdf',
    { schema: { querystring: tokenQuery, response: replies({ 200: tmpPdfReply }) } },
    async (request) => {
      const { applicantId } = await serviceAccess(request, tokenOf(request));
      const view = await readViewState(app.db, applicantId);
      const profile = await readProfile(app.db, applicantId);
      if (!profile) throw new HttpError(404, 'No application was found for this account.');
      return {
        answer: profile.answer,
        add_another: view.addAnother ?? {},
        document_answer: profile.document_answer,
        tabs: view.tabs ?? {},
        // Issue 14: the print view opens with whose application it is and where it stands.
        applicant: {
          username: profile.username,
          status: profile.web_status.at(-1)?.web_status ?? null,
          submitted_at: profile.submitted_at,
          reference: profile.reference,
        },
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
