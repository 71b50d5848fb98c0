import type { FastifyPluginAsync } from 'fastify';
import { validateConfirmation } from '../../../engine';
import { findApplicant } from '../../accounts/applicants';
import { confirmAccount } from '../../accounts/confirm-account';
import { checkCode } from '../../accounts/confirmation-code';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { messageReply, replies, username } from '../schemas';
import { refuseInvalidForm } from './form-errors';

interface Body {
  username: string;
  code: string;
}

export const CONFIRMED = 'Your account has been confirmed. Please log in.';
/** One message for a wrong, expired, used or exhausted code and an unknown address alike. */
export const BAD_CODE =
  'That confirmation code is not valid. Check the code in your email, or request a new one.';

export const confirmRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Body }>(
    '/public/confirm',
    {
      preValidation: app.limitAttempts('confirm'),
      schema: {
        body: {
          type: 'object',
          properties: { username, code: { type: 'string', maxLength: 20 } },
          required: ['username', 'code'],
          additionalProperties: false,
        },
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const user = normalizeUsername(request.body.username);
      const code = request.body.code.trim();
      refuseInvalidForm(validateConfirmation({ username: user, code }));
      const now = app.now();
      // The outcome is returned, not thrown, so a wrong try's count is committed.
      const confirmed = await app.db.transaction(async (tx) => {
        const applicant = await findApplicant(tx, user, true);
        if (!applicant || applicant.confirmed_at) return false;
        if (!(await checkCode(tx, app.config.sessionSecret, applicant.id, code, now))) return false;
        await confirmAccount(tx, applicant.id, now);
        return true;
      });
      if (!confirmed) throw new HttpError(400, BAD_CODE, { code: 'BAD_CODE' });
      return { message: CONFIRMED };
    },
  );
};
