import type { FastifyInstance, FastifyReply } from 'fastify';
import { FILE_MAX_BYTES, withoutBidiControls } from '../../../engine';
import { readConversion } from '../../documents/conversions';
import { HttpError } from '../../http-error';
import { sendPdf, type PdfDisposition } from './send-pdf';

export const NO_CONVERTED_FILE = 'There is no converted file for this question.';

/**
 * Sends an applicant's converted document for one question, named after the upload (the name
 * made by `named` from it, for staff), as a download or inline; 404 if none.
 */
export async function sendConvertedDocument(
  app: FastifyInstance,
  reply: FastifyReply,
  applicantId: string,
  key: string,
  named: (upload: string) => string = (upload) => upload,
  disposition: PdfDisposition = 'attachment',
): Promise<FastifyReply> {
  const row = await readConversion(app.db, applicantId, key);
  if (row?.status !== 'completed' || !row.pdf_key) throw new HttpError(404, NO_CONVERTED_FILE);
  const pdf = await app.objectStore.get(row.pdf_key, 20 * FILE_MAX_BYTES);
  return sendPdf(
    reply,
    pdf,
    named(withoutBidiControls(row.file_name).replace(/\.[A-Za-z]+$/, '') + '.pdf'),
    disposition,
  );
}
