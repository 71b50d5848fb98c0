import type { FastifyPluginAsync } from 'fastify';
import { WEB_STATUSES, type WebStatus } from '../../../engine';
import { ALREADY_SUBMITTED } from '../../application/open-application';
import { appendWebStatus } from '../../application/web-status';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';

export const NOT_SUBMITTED = 'Your application has not been submitted yet.';

/**
 * Appends a status (idempotent, so the client's retries are safe). "submitted" is only
 * accepted once POST /api/submit has succeeded; after that only "submitted" is accepted.
 */
export const webStatusRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { web_status: WebStatus } }>(
    '/api/web-status',
    {
      schema: {
        body: {
          type: 'object',
          properties: { web_status: { type: 'string', enum: [...WEB_STATUSES] } },
          required: ['web_status'],
          additionalProperties: false,
        },
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const { id } = currentApplicant(request);
      const status = request.body.web_status;
      await app.db.transaction(async (tx) => {
        const submitted = Boolean(
          (await repositories(tx).applicants.submission(id, true))?.submitted_at,
        );
        if (submitted && status !== 'submitted')
          throw new HttpError(409, ALREADY_SUBMITTED, { code: 'SUBMITTED' });
        if (!submitted && status === 'submitted')
          throw new HttpError(409, NOT_SUBMITTED, { code: 'NOT_SUBMITTED' });
        await appendWebStatus(tx, id, status, app.now());
      });
      return { message: `Your application status is ${status}.` };
    },
  );
};
