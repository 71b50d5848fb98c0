import type { FastifyPluginAsync } from 'fastify';
import { BAD_CREDENTIALS_CODE, loginReply } from '../../../contracts/accounts';
import { validateLogin } from '../../../engine';
import { fillAnswers } from '../../application/answers';
import { findApplicant } from '../../accounts/applicants';
import { loadDraft } from '../../accounts/drafts';
import {
  accountKey,
  forgetFailures,
  lockRemaining,
  pairKey,
  recordFailure,
} from '../../accounts/login-failures';
import { dummyPasswordHash, verifyPassword } from '../../accounts/password';
import { createSession, deleteSession } from '../../accounts/sessions';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { tooMany } from '../../plugins/rate-limit';
import { sessionToken, setSessionCookies } from '../../plugins/session';
import { credentialsBody, replies, type Credentials } from '../schemas';
import { refuseInvalidForm } from './form-errors';

/**
 * One answer for a wrong password, an unknown address and an account not confirmed yet, so
 * that no sequence of public calls tells which addresses have an account.
 */
export const BAD_LOGIN = 'The email address or password is incorrect.';

/** Per account: ten times the per-address allowance, locked for a window, then doubling. */
const ACCOUNT_STEP_FACTOR = 10;

/**
 * Checks the password and starts a new session (a new token every time; any session the
 * browser still carried is ended). A wrong password is 400, not 401, which the client keeps
 * for "your session is invalid".
 *
 * Failures lock out progressively (accounts/login-failures.ts): per account and address every
 * RATE_LIMIT_ACCOUNT_MAX failures, per account (from everywhere) every ten times as many, each
 * lock twice as long as the last. A guesser at one address slows to a crawl long before the
 * account's own ceiling, so its owner at another address still gets in; attempts per address
 * are capped by the route's rate limit.
 */
export const loginRoute: FastifyPluginAsync = async (app) => {
  const { accountMax, windowMs } = app.config.rateLimit;
  const pairPolicy = { step: accountMax, firstLockMs: windowMs };
  const accountPolicy = { step: accountMax * ACCOUNT_STEP_FACTOR, firstLockMs: windowMs };

  app.post<{ Body: Credentials }>(
    '/public/login',
    {
      preValidation: app.limitAttempts('login', { perAccount: false }),
      schema: {
        body: credentialsBody,
        response: replies({ 200: loginReply }),
      },
    },
    async (request, reply) => {
      const user = normalizeUsername(request.body.username);
      refuseInvalidForm(validateLogin({ username: user, password: request.body.password }));
      const now = app.now();
      const pair = pairKey(user, request.ip);
      const locked = await lockRemaining(app.db, [pair, accountKey(user)], now);
      if (locked > 0) {
        reply.header('retry-after', Math.ceil(locked / 1000));
        throw tooMany(locked);
      }
      const applicant = await findApplicant(app.db, user);
      // An unknown address costs a hash check too, so timing does not tell who has an account.
      const ok = await verifyPassword(
        request.body.password,
        applicant?.password_hash ?? (await dummyPasswordHash()),
      );
      if (!applicant || !ok || !applicant.confirmed_at) {
        // Every refusal counts alike (unknown, unconfirmed), so a lock-out tells nothing either.
        await recordFailure(app.db, pair, pairPolicy, now);
        await recordFailure(app.db, accountKey(user), accountPolicy, now);
        throw new HttpError(400, BAD_LOGIN, { code: BAD_CREDENTIALS_CODE });
      }
      await forgetFailures(app.db, pair);

      const draft = request.body.draft_token;
      const draftAnswers = draft ? await loadDraft(app.db, draft, now) : undefined;
      const previous = sessionToken(request);
      const newToken = await app.db.transaction(async (tx) => {
        if (previous) await deleteSession(tx, previous);
        await tx.query('INSERT INTO logins (applicant_id, at) VALUES ($1, $2)', [
          applicant.id,
          now,
        ]);
        if (draftAnswers && !applicant.submitted_at)
          await fillAnswers(tx, applicant.id, draftAnswers, now);
        return createSession(tx, applicant.id, now);
      });
      setSessionCookies(reply, app.config, newToken);
      return { message: 'You are logged in.', username: applicant.username };
    },
  );
};
