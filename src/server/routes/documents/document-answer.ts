import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  documentAnswerMap,
  SHOWN_DOCUMENT_HEADER,
  statusReply,
  type DocumentAnswerMap,
} from '../../../contracts/documents';
import { removeDocument } from '../../documents/conversions';
import { parseShownDocument } from '../../documents/shown-document';
import { currentApplicant } from '../../plugins/session';
import { messageReply, replies } from '../schemas';
import { requireDocumentKey } from './require-document-key';
import { answerKeyParam } from './schemas';

/**
 * The document answers (spec section 3: a map by field key with file_name and file_size),
 * and the two deletes of spec section 7. Both deletes remove the converted file and the
 * document answer together: the spec's tab switch and Delete button want both gone, and one
 * without the other would leave an answer pointing at nothing. With the Shown-Document header
 * (the file the page showed) a delete removes only that file: another one, uploaded on another
 * device since, is refused with 409 DOCUMENT_CHANGED.
 */
export const documentAnswerRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/document-answer',
    { schema: { response: replies({ 200: documentAnswerMap }) } },
    async (request) => {
      const rows = await app.repos.documentAnswers.listOf(currentApplicant(request).id);
      return Object.fromEntries<DocumentAnswerMap[string]>(
        rows.map((row) => [row.answer_key, { file_name: row.file_name, file_size: row.file_size }]),
      );
    },
  );

  const remove = async (request: FastifyRequest): Promise<void> => {
    const key = requireDocumentKey((request.params as { key: string }).key);
    const shown = parseShownDocument(request.headers[SHOWN_DOCUMENT_HEADER]);
    const applicantId = currentApplicant(request).id;
    const keys = await removeDocument(app.db, applicantId, key, app.now(), shown);
    await Promise.all(keys.map((objectKey) => app.objectStore.delete(objectKey)));
  };

  app.delete(
    '/api/document-answer/:key',
    {
      schema: {
        params: answerKeyParam,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      await remove(request);
      return { message: 'Your file was deleted.' };
    },
  );

  app.delete(
    '/api/pdf/document-answer/:key',
    { schema: { params: answerKeyParam, response: replies({ 200: statusReply }) } },
    async (request) => {
      await remove(request);
      return { status: 'not_answered' as const, url: '', message: '' };
    },
  );
};
