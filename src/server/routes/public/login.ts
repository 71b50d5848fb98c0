import type { FastifyPluginAsync } from 'fastify';
import { validateLogin } from '../../../engine';
import { fillAnswers } from '../../application/answers';
import { findApplicant } from '../../accounts/applicants';
import { loadDraft } from '../../accounts/drafts';
import { dummyPasswordHash, verifyPassword } from '../../accounts/password';
import { createSession, deleteSession } from '../../accounts/sessions';
import { normalizeUsername } from '../../accounts/username';
import { HttpError } from '../../http-error';
import { sessionToken, setSessionCookies } from '../../plugins/session';
import { password, replies, optionalToken, username } from '../schemas';
import { refuseInvalidForm } from './form-errors';

interface Body {
  username: string;
  password: string;
  draft_token?: string;
}

export const BAD_LOGIN = 'The email address or password is incorrect.';
export const UNCONFIRMED =
  'Your account has not been confirmed yet. Please enter the confirmation code we sent to your email address.';

/**
 * Checks the password and starts a new session (a new token every time; any session the
 * browser still carried is ended). A wrong password is 400, not 401, which the client keeps
 * for "your session is invalid".
 */
export const loginRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Body }>(
    '/public/login',
    {
      preValidation: app.limitAttempts('login'),
      schema: {
        body: {
          type: 'object',
          properties: { username, password, draft_token: optionalToken },
          required: ['username', 'password'],
          additionalProperties: false,
        },
        response: replies({
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, username: { type: 'string' } },
            required: ['message', 'username'],
          },
        }),
      },
    },
    async (request, reply) => {
      const user = normalizeUsername(request.body.username);
      refuseInvalidForm(validateLogin({ username: user, password: request.body.password }));
      const applicant = await findApplicant(app.db, user);
      // An unknown address costs a hash check too, so timing does not tell who has an account.
      const ok = await verifyPassword(
        request.body.password,
        applicant?.password_hash ?? (await dummyPasswordHash()),
      );
      if (!applicant || !ok) throw new HttpError(400, BAD_LOGIN, { code: 'BAD_CREDENTIALS' });
      if (!applicant.confirmed_at) throw new HttpError(403, UNCONFIRMED, { code: 'UNCONFIRMED' });

      const now = app.now();
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
