import { ACCOUNT_REPLIES } from '../../../contracts/account-replies';
import type { FastifyPluginAsync } from 'fastify';
import { resetPasswordBody, type ResetPasswordBody } from '../../../contracts/accounts';
import { validateResetPassword } from '../../../engine';
import { confirmAccount } from '../../accounts/confirm-account';
import { hashPassword } from '../../accounts/password';
import { sha256 } from '../../accounts/secrets';
import { deleteSessionsOf } from '../../accounts/sessions';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';
import { refuseInvalidForm } from './form-errors';

export const PASSWORD_RESET = ACCOUNT_REPLIES.passwordReset;
export const BAD_RESET_LINK = ACCOUNT_REPLIES.badResetLink;

/**
 * Sets a new password from a reset link: the link is used up, every session of the account
 * ends, and an unconfirmed account counts as confirmed (the link proved the mailbox).
 */
export const resetPasswordRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ResetPasswordBody }>(
    '/public/reset-password',
    {
      preValidation: app.limitAttempts('reset'),
      schema: {
        body: resetPasswordBody,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const user = normalizeUsername(request.body.username);
      const { password: newPassword, confirm_password, id } = request.body;
      refuseInvalidForm(
        validateResetPassword({ username: user, password: newPassword, confirm_password, id }),
      );
      const now = app.now();
      const passwordHash = await hashPassword(newPassword);
      const done = await app.db.transaction(async (tx) => {
        const { applicants, passwordResets } = repositories(tx);
        const applicantId = await passwordResets.take(sha256(id), user, now);
        if (!applicantId) return false;
        await applicants.setPasswordHash(applicantId, passwordHash);
        await passwordResets.deleteOf(applicantId);
        await deleteSessionsOf(tx, applicantId);
        await confirmAccount(tx, applicantId, now);
        return true;
      });
      if (!done) throw new HttpError(400, BAD_RESET_LINK, { code: 'BAD_RESET_LINK' });
      return { message: PASSWORD_RESET };
    },
  );
};
