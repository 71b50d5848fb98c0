import type { FastifyPluginAsync } from 'fastify';
import { welcomeBody, welcomeReply, type WelcomeBody } from '../../../contracts/staff-accounts';
import { validateNewPassword } from '../../../engine';
import { hashPassword } from '../../accounts/password';
import { sha256 } from '../../accounts/secrets';
import { HttpError } from '../../http-error';
import { repositories } from '../../repositories/repositories';
import { recordAudit } from '../../staff/audit';
import { newRecoveryCodes } from '../../staff/recovery-codes';
import { seal } from '../../staff/secret-box';
import { staffSessions } from '../../staff/staff-sessions';
import { newTotpSecret, otpauthUri } from '../../staff/totp';
import { refuseInvalidForm } from '../public/form-errors';
import { replies } from '../schemas';
import { TOTP_PURPOSE } from './login';

export const BAD_INVITATION =
  'This invitation link is not valid, has been used or has expired. Ask an administrator for a new one.';

/**
 * Accepts an invitation (it is used up): sets the password (the applicants' rules, from the
 * engine) and a new authenticator secret, and answers the otpauth URI and ten recovery codes,
 * shown this once. Any earlier session of the account ends.
 */
export const staffWelcomeRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: WelcomeBody }>(
    '/staff/api/welcome',
    {
      config: { staffAccess: 'public' },
      preValidation: app.limitAttempts('staff-welcome', { perAccount: false }),
      schema: {
        body: welcomeBody,
        response: replies({ 200: welcomeReply }),
      },
    },
    async (request) => {
      refuseInvalidForm(validateNewPassword({ password: request.body.password }));
      const now = app.now();
      const passwordHash = await hashPassword(request.body.password);
      const secret = newTotpSecret();
      const result = await app.db.transaction(async (tx) => {
        const { staffAccounts, staffInvitations } = repositories(tx);
        const staff = await staffInvitations.take(sha256(request.body.token), now);
        if (!staff) return undefined;
        await staffAccounts.setCredentials(
          staff.id,
          passwordHash,
          seal(app.config.sessionSecret, TOTP_PURPOSE, secret),
        );
        await staffSessions.deleteOf(tx, staff.id);
        const codes = await newRecoveryCodes(tx, app.config.sessionSecret, staff.id);
        await recordAudit(tx, { staff, action: 'welcome', ip: request.clientAddress, at: now });
        return { staff, codes };
      });
      if (!result) throw new HttpError(400, BAD_INVITATION, { code: 'BAD_INVITATION' });
      return {
        username: result.staff.username,
        otpauth_uri: otpauthUri(secret, result.staff.username),
        secret,
        recovery_codes: result.codes,
      };
    },
  );
};
