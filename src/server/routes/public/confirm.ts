import { ACCOUNT_REPLIES } from '../../../contracts/account-replies';
import type { FastifyPluginAsync } from 'fastify';
import { confirmBody, type ConfirmBody } from '../../../contracts/accounts';
import { validateConfirmation } from '../../../engine';
import { confirmAccount } from '../../accounts/confirm-account';
import { checkCode, peekCode } from '../../accounts/confirmation-code';
import { hashPassword } from '../../accounts/password';
import { randomToken } from '../../accounts/secrets';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { repositories } from '../../repositories/repositories';
import { messageReply, replies } from '../schemas';
import { refuseInvalidForm } from './form-errors';

export const CONFIRMED = ACCOUNT_REPLIES.confirmed;
export const CONFIRMED_CHOOSE_PASSWORD = ACCOUNT_REPLIES.confirmedChoosePassword;
export const BAD_CODE = ACCOUNT_REPLIES.badCode;

export const confirmRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ConfirmBody }>(
    '/public/confirm',
    {
      preValidation: app.limitAttempts('confirm'),
      schema: {
        body: confirmBody,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const user = normalizeUsername(request.body.username);
      const code = request.body.code.trim();
      refuseInvalidForm(validateConfirmation({ username: user, code }));
      const now = app.now();
      const secret = app.config.sessionSecret;
      const { applicantId, right } = await peekCode(app.db, secret, user, code, now);
      if (!right) {
        // A wrong try on a waiting account counts after the reply, as the mail of resend does:
        // counting it first would write (and commit) only for such an account, which its time
        // would show. Tries sent at once are each still counted; the per-account rate limit
        // bounds them.
        if (applicantId)
          app.mail.sendLater(async () => {
            await app.db.transaction((tx) => checkCode(tx, secret, applicantId, code, now));
            return undefined;
          });
        throw new HttpError(400, BAD_CODE, { code: 'BAD_CODE' });
      }
      // Checked again under lock: a try made at the same time may have used the code.
      const confirmed = await app.db.transaction(async (tx) => {
        const { applicants } = repositories(tx);
        const applicant = await applicants.findByUsername(user, true);
        if (!applicant || applicant.confirmed_at) return undefined;
        if (!(await checkCode(tx, secret, applicant.id, code, now))) return undefined;
        const { contested } = await confirmAccount(tx, applicant.id, now);
        // Neither password of a contested sign-up opens the account: a reset link sets one.
        if (contested)
          await applicants.setPasswordHash(applicant.id, await hashPassword(randomToken()));
        return { contested };
      });
      if (!confirmed) throw new HttpError(400, BAD_CODE, { code: 'BAD_CODE' });
      return { message: confirmed.contested ? CONFIRMED_CHOOSE_PASSWORD : CONFIRMED };
    },
  );
};
