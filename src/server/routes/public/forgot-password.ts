import { ACCOUNT_REPLIES } from '../../../contracts/account-replies';
import type { FastifyPluginAsync } from 'fastify';
import { usernameBody, type UsernameBody } from '../../../contracts/accounts';
import { validateForgot } from '../../../engine';
import { RESET_TTL_MS } from '../../accounts/limits';
import { randomToken, sha256 } from '../../accounts/secrets';
import { normalizeUsername } from '../../accounts/username';
import { resetMessage } from '../../mail/messages';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';
import { refuseInvalidForm } from './form-errors';
import { pageUrl } from './links';

export const FORGOT_SENT = ACCOUNT_REPLIES.forgotSent;

/** Mails a single-use reset link valid 1 hour (only its hash is stored); the same reply in every case. */
export const forgotPasswordRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UsernameBody }>(
    '/public/forgot-password',
    {
      preValidation: app.limitAttempts('forgot'),
      schema: {
        body: usernameBody,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const user = normalizeUsername(request.body.username);
      refuseInvalidForm(validateForgot({ username: user }));
      const now = app.now();
      const id = randomToken();
      // After the reply, so its timing does not tell whether the address has an account.
      app.mail.sendLater(async () => {
        const found = await app.db.transaction(async (tx) => {
          const { applicants, passwordResets } = repositories(tx);
          const applicant = await applicants.findByUsername(user, true);
          if (!applicant) return undefined;
          // Only the newest link works.
          await passwordResets.deleteOf(applicant.id);
          await passwordResets.insert(
            sha256(id),
            applicant.id,
            new Date(now.getTime() + RESET_TTL_MS),
          );
          return applicant.language;
        });
        return found
          ? resetMessage(found, user, pageUrl(app.config, found, '/reset', { username: user, id }))
          : undefined;
      });
      return { message: FORGOT_SENT };
    },
  );
};
