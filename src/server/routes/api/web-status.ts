import type { FastifyPluginAsync } from 'fastify';
import { webStatusBody, type WebStatusBody } from '../../../contracts/progress';
import { SUBMITTED_CODE } from '../../../contracts/answers';
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
  app.post<{ Body: WebStatusBody }>(
    '/api/web-status',
    {
      schema: {
        body: webStatusBody,
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
          throw new HttpError(409, ALREADY_SUBMITTED, { code: SUBMITTED_CODE });
        if (!submitted && status === 'submitted')
          throw new HttpError(409, NOT_SUBMITTED, { code: 'NOT_SUBMITTED' });
        await appendWebStatus(tx, id, status, app.now());
      });
      return { message: `Your application status is ${status}.` };
    },
  );
};
