import type { FastifyPluginAsync } from 'fastify';
import { readApplicationView } from '../../application/application-view';
import { HttpError } from '../../http-error';
import { useStrictValidation } from '../../plugins/strict-validation';
import { serviceAccess } from '../../service/service-access';
import { serviceApplicationReply } from '../../../contracts/service';
import { PDF_PENDING, sendCurrentPdf } from '../documents/send-current-pdf';
import { replies } from '../schemas';
import { NO_APPLICATION } from '../../application/open-application';

export const SERVICE_PDF_PENDING = PDF_PENDING;

const tokenQuery = {
  type: 'object',
  // Not required by the schema: a missing token is a 401 like any other bad token.
  properties: { service_token: { type: 'string', maxLength: 1000 } },
} as const;

const tokenOf = (request: { query: unknown }): string =>
  (request.query as { service_token?: string }).service_token ?? '';

/**
 * The staff view (spec section 6): a service token opens one application read-only. Every
 * use is audited (service/service-access.ts). Nothing here takes a session.
 */
export const serviceRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);

  app.get(
    '/service/tmp-pdf',
    { schema: { querystring: tokenQuery, response: replies({ 200: serviceApplicationReply }) } },
    async (request) => {
      const { applicantId } = await serviceAccess(request, tokenOf(request));
      const view = await readApplicationView(app.db, applicantId);
      if (!view) throw new HttpError(404, NO_APPLICATION);
      const { username, status, submitted_at, reference, ...application } = view;
      // Issue 14: the print view opens with whose application it is and where it stands.
      return { ...application, applicant: { username, status, submitted_at, reference } };
    },
  );

  app.get('/service/pdf', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { applicantId } = await serviceAccess(request, tokenOf(request));
    // A share link is minted by an admin and shows every answer, as the print view does, in the
    // workspace's English.
    return sendCurrentPdf(app, reply, applicantId, 'office');
  });
};
