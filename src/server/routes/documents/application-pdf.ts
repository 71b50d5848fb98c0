import type { FastifyPluginAsync } from 'fastify';
import { statusReply } from '../../../contracts/documents';
import { HttpError } from '../../http-error';
import { readApplicationPdf, requestApplicationPdf } from '../../pdf/application-pdfs';
import { pdfText } from '../../pdf/pdf-text';
import { currentApplicant } from '../../plugins/session';
import { replyLanguage, replyText } from '../../language/reply-text';
import { replies } from '../schemas';
import { sendPdf } from './send-pdf';
import { NO_APPLICATION } from '../../application/open-application';

export const NOT_SUBMITTED = 'Your application has not been submitted yet.';
export const PDF_NOT_READY = 'The PDF of your application is not ready yet.';
export const APPLICATION_PDF_URL = '/api/pdf/file';
export const PDF_MAX_BYTES = 64 * 1024 * 1024;

/**
 * GET /api/pdf {status, url, message}: the PDF copy of the submitted application, made by a
 * job on first request and again whenever what it shows has changed. The completion page
 * polls this; the url downloads the file, for its owner only (the session decides whose).
 */
export const applicationPdfRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/pdf', { schema: { response: replies({ 200: statusReply }) } }, async (request) => {
    const { id } = currentApplicant(request);
    if (!(await app.repos.applicants.submission(id))?.submitted_at)
      throw new HttpError(409, NOT_SUBMITTED);
    const row = await requestApplicationPdf(
      { db: app.db, store: app.objectStore, wake: () => app.worker.wake() },
      id,
      'full',
      app.now(),
    );
    if (!row) throw new HttpError(404, NO_APPLICATION);
    const { status, message } = row;
    return {
      status,
      url: status === 'completed' ? APPLICATION_PDF_URL : '',
      message: replyText(message, replyLanguage(request)),
    };
  });

  app.get(APPLICATION_PDF_URL, async (request, reply) => {
    const { id } = currentApplicant(request);
    const row = await readApplicationPdf(app.db, id, 'full');
    if (row?.status !== 'completed' || !row.pdf_key) throw new HttpError(404, PDF_NOT_READY);
    // Named in the reader's language, as the page's download link names it.
    const fileName = pdfText(replyLanguage(request), 'fileName');
    return sendPdf(reply, await app.objectStore.get(row.pdf_key, PDF_MAX_BYTES), fileName);
  });
};
