import type { FastifyPluginAsync } from 'fastify';
import {
  documentAnswerMap,
  statusReply,
  type DocumentAnswerMap,
} from '../../../contracts/documents';
import { removeDocument } from '../../documents/conversions';
import { currentApplicant } from '../../plugins/session';
import { messageReply, replies } from '../schemas';
import { requireDocumentKey } from './require-document-key';
import { answerKeyParam } from './schemas';

/**
 * The document answers (spec section 3: a map by field key with file_name and file_size),
 * and the two deletes of spec section 7. Both deletes remove the converted file and the
 * document answer together: the spec's tab switch and Delete button want both gone, and one
 * without the other would leave an answer pointing at nothing.
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

  const remove = async (applicantId: string, key: string): Promise<void> => {
    const keys = await removeDocument(app.db, applicantId, requireDocumentKey(key), app.now());
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
      await remove(currentApplicant(request).id, (request.params as { key: string }).key);
      return { message: 'Your file was deleted.' };
    },
  );

  app.delete(
    '/api/pdf/document-answer/:key',
    { schema: { params: answerKeyParam, response: replies({ 200: statusReply }) } },
    async (request) => {
      await remove(currentApplicant(request).id, (request.params as { key: string }).key);
      return { status: 'not_answered' as const, url: '', message: '' };
    },
  );
};
