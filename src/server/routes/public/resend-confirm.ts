import { ACCOUNT_REPLIES } from '../../../contracts/account-replies';
import type { FastifyPluginAsync } from 'fastify';
import { usernameBody, type UsernameBody } from '../../../contracts/accounts';
import { validateResend } from '../../../engine';
import { issueCode } from '../../accounts/confirmation-code';
import { normalizeUsername } from '../../accounts/username';
import { confirmationMessage } from '../../mail/messages';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';
import { refuseInvalidForm } from './form-errors';
import { confirmLink } from './links';

export const RESEND_SENT = ACCOUNT_REPLIES.resendSent;

/** Replaces the code of an unconfirmed account and mails it; the same reply in every case. */
export const resendConfirmRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UsernameBody }>(
    '/public/resend-confirm',
    {
      preValidation: app.limitAttempts('resend'),
      schema: {
        body: usernameBody,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const user = normalizeUsername(request.body.username);
      refuseInvalidForm(validateResend({ username: user }));
      const now = app.now();
      // After the reply, so its timing does not tell whether the address has an account.
      app.mail.sendLater(() =>
        app.db.transaction(async (tx) => {
          const applicant = await repositories(tx).applicants.findByUsername(user, true);
          if (!applicant || applicant.confirmed_at) return undefined;
          const code = await issueCode(tx, app.config.sessionSecret, applicant.id, now);
          return confirmationMessage(
            applicant.language,
            user,
            code,
            confirmLink(app.config, user, applicant),
            {
              contested: applicant.signup_contested,
            },
          );
        }),
      );
      return { message: RESEND_SENT };
    },
  );
};
