import type { FastifyPluginAsync } from 'fastify';
import {
  conversionBody,
  statusReply,
  type ConversionBody,
  type StatusReply,
} from '../../../contracts/documents';
import { validateFile, withoutBidiControls } from '../../../engine';
import { UPLOAD_MISSING } from '../../documents/conversion-job';
import { readConversion, startConversion, type ConversionRow } from '../../documents/conversions';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { isUploadKeyOf } from '../../storage/object-keys';
import { replies } from '../schemas';
import { sendConvertedDocument } from './send-converted';
import { requireDocumentKey, requireDocumentKeyOf } from './require-document-key';
import { answerKeyParam } from './schemas';
import type { Language } from '../../../contracts/language';
import { replyLanguage, replyText } from '../../language/reply-text';

export const NOT_YOUR_FILE = 'This file does not belong to your application.';
export const BAD_FILE_NAME = 'The name of your file cannot contain slashes or control characters.';

/** A conversion's state; why it failed in the language of the device that asks. */
function statusOf(row: ConversionRow | undefined, language: Language): StatusReply {
  if (!row) return { status: 'not_answered', url: '', message: '' };
  const url = row.status === 'completed' ? `/api/pdf/document-answer/${row.answer_key}/file` : '';
  return { status: row.status, url, message: replyText(row.message, language) };
}

/** Start a conversion, poll it, and fetch the converted PDF (spec section 7). */
export const conversionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ConversionBody }>(
    '/api/pdf/document-answer/:key',
    {
      schema: {
        params: answerKeyParam,
        body: conversionBody,
        response: replies({ 200: statusReply }),
      },
    },
    async (request) => {
      const { id } = currentApplicant(request);
      const key = requireDocumentKey((request.params as { key: string }).key);
      const { body } = request;
      const fileKey = body.file_key;
      const fileName = withoutBidiControls(body.file_name);
      // Another applicant's key, or one made for another question, is refused before any read.
      if (!isUploadKeyOf(fileKey, id, key)) throw new HttpError(403, NOT_YOUR_FILE);
      // A browser sends a bare name; a path or control character means a crafted request.
      if (
        /[/\\]/.test(fileName) ||
        [...fileName].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
      ) {
        throw new HttpError(400, BAD_FILE_NAME);
      }
      const [nameProblem] = validateFile({ name: fileName, size: 1 });
      if (nameProblem) throw new HttpError(400, nameProblem);
      const size = await app.objectStore.size(fileKey);
      if (size === undefined) throw new HttpError(400, UPLOAD_MISSING);
      const { staleKeys } = await startConversion(app.db, {
        applicantId: id,
        answerKey: key,
        fileKey,
        fileName,
        now: app.now(),
      });
      await Promise.all(staleKeys.map((stale) => app.objectStore.delete(stale)));
      app.worker.wake();
      return statusOf(await readConversion(app.db, id, key), replyLanguage(request));
    },
  );

  app.get(
    '/api/pdf/document-answer/:key',
    { schema: { params: answerKeyParam, response: replies({ 200: statusReply }) } },
    async (request) => {
      const { id } = currentApplicant(request);
      const { key } = request.params as { key: string };
      await requireDocumentKeyOf(app.db, id, key);
      return statusOf(await readConversion(app.db, id, key), replyLanguage(request));
    },
  );

  app.get(
    '/api/pdf/document-answer/:key/file',
    { schema: { params: answerKeyParam } },
    async (request, reply) => {
      const { id } = currentApplicant(request);
      const { key } = request.params as { key: string };
      await requireDocumentKeyOf(app.db, id, key);
      return sendConvertedDocument(app, reply, id, key);
    },
  );
};
