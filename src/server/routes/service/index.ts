import type { FastifyPluginAsync } from 'fastify';
import { isPendingStatus } from '../../../contracts/documents';
import { serviceApplicationReply } from '../../../contracts/service';
import { readProfile } from '../../application/profile';
import { readViewState } from '../../application/view-state';
import { HttpError } from '../../http-error';
import { PDF_FAILED, readApplicationPdf, requestApplicationPdf } from '../../pdf/application-pdfs';
import { useStrictValidation } from '../../plugins/strict-validation';
import { serviceAccess } from '../../service/service-access';
import { PDF_MAX_BYTES } from '../documents/application-pdf';
import { sendPdf } from '../documents/send-pdf';
import { replies } from '../schemas';

export const SERVICE_PDF_PENDING =
  'The PDF of this application is still being made. Please try again in a minute.';
const SERVICE_PDF_WAIT_MS = 30_000;
const SERVICE_PDF_POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  /*
   * The same stored PDF the applicant downloads, remade by the job queue only when the answers,
   * documents or submission it shows have changed: staff always see the current answers, and
   * viewing it again costs a read, not a rebuild. A new one is waited for a while.
   */
  app.get('/service/pdf', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { applicantId } = await serviceAccess(request, tokenOf(request));
    const deps = { db: app.db, store: app.objectStore, wake: () => app.worker.wake() };
    let row = await requestApplicationPdf(deps, applicantId, app.now());
    if (!row) throw new HttpError(404, 'No application was found.');
    const deadline = app.now().getTime() + SERVICE_PDF_WAIT_MS;
    while (isPendingStatus(row?.status)) {
      if (app.now().getTime() >= deadline) {
        reply.header('retry-after', '30');
        throw new HttpError(503, SERVICE_PDF_PENDING);
      }
      await sleep(SERVICE_PDF_POLL_MS);
      row = await readApplicationPdf(app.db, applicantId);
    }
    if (row?.status !== 'completed' || !row.pdf_key)
      throw new HttpError(503, row?.message || PDF_FAILED);
    return sendPdf(reply, await app.objectStore.get(row.pdf_key, PDF_MAX_BYTES), 'application.pdf');
  });
};
