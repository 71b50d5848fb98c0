import { ACCOUNT_REPLIES } from '../../../contracts/account-replies';
import type { FastifyPluginAsync } from 'fastify';
import {
  BAD_CREDENTIALS_CODE,
  credentialsBody,
  loginReply,
  type Credentials,
} from '../../../contracts/accounts';
import { validateLogin } from '../../../engine';
import { fillAnswers } from '../../application/answers';
import { loadDraft } from '../../accounts/drafts';
import { loginGate, passwordMatches } from '../../accounts/login-gate';
import { createSession, deleteSession } from '../../accounts/sessions';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { sessionToken, setSessionCookies } from '../../plugins/session';
import { repositories } from '../../repositories/repositories';
import { cookieLanguage } from '../../language/request-language';
import { replies } from '../schemas';
import { refuseInvalidForm } from './form-errors';

export const BAD_LOGIN = ACCOUNT_REPLIES.badLogin;

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
  const gate = loginGate(app.db, app.config.rateLimit);

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
      await gate.refuseWhileLocked(user, request.clientAddress, reply, now);
      const applicant = await app.repos.applicants.findByUsername(user);
      const ok = await passwordMatches(request.body.password, applicant?.password_hash);
      if (!applicant || !ok || !applicant.confirmed_at) {
        await gate.recordRefusal(user, request.clientAddress, now);
        throw new HttpError(400, BAD_LOGIN, { code: BAD_CREDENTIALS_CODE });
      }
      await gate.forgetRefusals(user, request.clientAddress);

      const draft = request.body.draft_token;
      const draftAnswers = draft ? await loadDraft(app.db, draft, now) : undefined;
      const previous = sessionToken(request);
      const newToken = await app.db.transaction(async (tx) => {
        if (previous) await deleteSession(tx, previous);
        await repositories(tx).logins.record(applicant.id, now);
        // The language chosen on this device last is the latest choice: the account takes it.
        const chosen = cookieLanguage(request);
        if (chosen && chosen !== applicant.language)
          await repositories(tx).applicants.setLanguage(applicant.id, chosen);
        if (draftAnswers && !applicant.submitted_at)
          await fillAnswers(tx, applicant.id, draftAnswers, now);
        return createSession(tx, applicant.id, now);
      });
      setSessionCookies(reply, app.config, newToken);
      return { message: ACCOUNT_REPLIES.loggedIn, username: applicant.username };
    },
  );
};
