import type { FastifyPluginAsync } from 'fastify';
import {
  staffLoginBody,
  staffMeReply,
  type StaffLoginBody,
} from '../../../contracts/staff-accounts';
import { loginGate, passwordMatches } from '../../accounts/login-gate';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { recordAudit } from '../../staff/audit';
import { useRecoveryCode } from '../../staff/recovery-codes';
import { open } from '../../staff/secret-box';
import type { StaffAccount } from '../../repositories/staff-accounts';
import { startStaffSession } from '../../staff/start-staff-session';
import { totpStep } from '../../staff/totp';
import { replies } from '../schemas';

/** One answer for every refusal, so a caller learns nothing about which part was wrong. */
export const BAD_STAFF_LOGIN = 'The e-mail address, password or code is incorrect.';
export const TOTP_PURPOSE = 'staff totp secret';

/**
 * Uses a code up: a TOTP code of a later time step than the last one accepted (so a code,
 * or an older one, works once), else one of the account's recovery codes.
 */
async function useCode(
  app: Parameters<FastifyPluginAsync>[0],
  account: StaffAccount,
  code: string,
): Promise<'totp' | 'recovery_code' | undefined> {
  if (!account.totp_secret) return undefined;
  const secret = open(app.config.sessionSecret, TOTP_PURPOSE, account.totp_secret);
  const step = totpStep(secret, code, app.now());
  if (step !== undefined) {
    return (await app.repos.staffAccounts.advanceTotpStep(account.id, step)) ? 'totp' : undefined;
  }
  return (await useRecoveryCode(app.db, app.config.sessionSecret, account.id, code))
    ? 'recovery_code'
    : undefined;
}

/**
 * Password and a code from the authenticator app (or a recovery code): 401 unless all are
 * right. Failures lock out like applicants' log-in (accounts/login-failures.ts), under keys of
 * their own, and every attempt is audited.
 */
export const staffLoginRoute: FastifyPluginAsync = async (app) => {
  const gate = loginGate(app.db, app.config.rateLimit);

  app.post<{ Body: StaffLoginBody }>(
    '/staff/api/login',
    {
      config: { staffAccess: 'public' },
      preValidation: app.limitAttempts('staff-login', { perAccount: false }),
      schema: {
        body: staffLoginBody,
        response: replies({ 200: staffMeReply }),
      },
    },
    async (request, reply) => {
      const user = normalizeUsername(request.body.username);
      const now = app.now();
      const lockName = `staff:${user}`; // staff failures count apart from applicants'
      await gate.refuseWhileLocked(lockName, request.clientAddress, reply, now);
      const staff = await app.repos.staffAccounts.findByUsername(user);
      const passwordOk = await passwordMatches(request.body.password, staff?.password_hash);
      const usable = staff && !staff.disabled_at && staff.password_hash && passwordOk;
      const method = usable
        ? await useCode(app, staff, (request.body.code ?? '').trim())
        : undefined;
      if (!staff || !usable || !method) {
        await gate.recordRefusal(lockName, request.clientAddress, now);
        await recordAudit(app.db, {
          staff: { id: staff?.id ?? null, username: user },
          action: 'sign_in_failed',
          detail: {
            reason: !staff
              ? 'unknown'
              : staff.disabled_at
                ? 'disabled'
                : !usable
                  ? 'password'
                  : 'code',
          },
          ip: request.clientAddress,
          at: now,
        });
        throw new HttpError(401, BAD_STAFF_LOGIN, { code: 'BAD_CREDENTIALS' });
      }
      await gate.forgetRefusals(lockName, request.clientAddress);
      await startStaffSession(request, reply, staff, { method });
      return { username: staff.username, role: staff.role, grants: staff.grants };
    },
  );
};
