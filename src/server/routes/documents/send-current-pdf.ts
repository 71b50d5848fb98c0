import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPendingStatus } from '../../../contracts/documents';
import { HttpError } from '../../http-error';
import {
  PDF_FAILED,
  readApplicationPdf,
  requestApplicationPdf,
  type PdfAudience,
} from '../../pdf/application-pdfs';
import { PDF_MAX_BYTES } from './application-pdf';
import { sendPdf } from './send-pdf';

export const PDF_PENDING =
  'The PDF of this application is still being made. Please try again in a minute.';
const PDF_WAIT_MS = 30_000;
const PDF_POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A reader's copy of an application's PDF (service token or staff): the stored PDF of its
 * audience (the one the applicant downloads, or a reader's with the sensitive answers withheld),
 * remade by the job queue only when the answers, documents or submission it shows have changed,
 * so readers always see the current answers and viewing it again costs a read, not a rebuild. A
 * new one is waited for a while, then 503 with Retry-After.
 */
export async function sendCurrentPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  applicantId: string,
  audience: PdfAudience,
  fileName = 'application.pdf',
): Promise<FastifyReply> {
  const deps = { db: app.db, store: app.objectStore, wake: () => app.worker.wake() };
  let row = await requestApplicationPdf(deps, applicantId, audience, app.now());
  if (!row) throw new HttpError(404, 'No application was found.');
  const deadline = app.now().getTime() + PDF_WAIT_MS;
  while (isPendingStatus(row?.status)) {
    if (app.now().getTime() >= deadline) {
      reply.header('retry-after', '30');
      throw new HttpError(503, PDF_PENDING);
    }
    await sleep(PDF_POLL_MS);
    row = await readApplicationPdf(app.db, applicantId, audience);
  }
  if (row?.status !== 'completed' || !row.pdf_key)
    throw new HttpError(503, row?.message || PDF_FAILED);
  return sendPdf(reply, await app.objectStore.get(row.pdf_key, PDF_MAX_BYTES), fileName);
}
