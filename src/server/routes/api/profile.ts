import type { FastifyPluginAsync } from 'fastify';
import { readProfile } from '../../application/profile';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { answerMap, replies } from '../schemas';

export const documentAnswerMap = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
    required: ['file_name', 'file_size'],
  },
} as const;

const profileReply = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    last_page: { type: 'string' },
    successful_login: { type: 'array', items: { type: 'string' } },
    web_status: {
      type: 'array',
      items: {
        type: 'object',
        properties: { web_status: { type: 'string' } },
        required: ['web_status'],
      },
    },
    answer: answerMap,
    document_answer: documentAnswerMap,
    submitted_at: { type: ['string', 'null'] },
    reference: { type: 'string' },
  },
  required: [
    'username',
    'last_page',
    'successful_login',
    'web_status',
    'answer',
    'document_answer',
    'submitted_at',
    'reference',
  ],
} as const;

export const profileRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/profile',
    { schema: { response: replies({ 200: profileReply }) } },
    async (request) => {
      const profile = await readProfile(app.db, currentApplicant(request).id);
      if (!profile) throw new HttpError(404, 'No application was found for this account.');
      return profile;
    },
  );
};
