import { ACCOUNT_REPLIES } from '../../../contracts/account-replies';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { credentialsBody, type Credentials } from '../../../contracts/accounts';
import { DEFAULT_LANGUAGE } from '../../../contracts/language';
import { validateSignup } from '../../../engine';
import { issueCode } from '../../accounts/confirmation-code';
import { loadDraft } from '../../accounts/drafts';
import { hashPassword, verifyPassword } from '../../accounts/password';
import { normalizeUsername } from '../../accounts/username';
import { accountExistsMessage, confirmationMessage } from '../../mail/messages';
import { repositories } from '../../repositories/repositories';
import { cookieLanguage } from '../../language/request-language';
import { messageReply, replies } from '../schemas';
import { refuseInvalidForm } from './form-errors';
import { confirmLink, pageUrl } from './links';

export const SIGNUP_SENT = ACCOUNT_REPLIES.signupSent;

/**
 * Creates an account and mails a confirmation code. The reply is the same whether or not the
 * address has an account already (confirmed: its owner gets a note instead; waiting for
 * confirmation: the code again), so it reveals nothing; mail goes only to the address itself.
 */
export const signupRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Credentials }>(
    '/public/signup',
    {
      preValidation: app.limitAttempts('signup'),
      schema: {
        body: credentialsBody,
        response: replies({ 200: messageReply }),
      },
    },
    async (request) => {
      const user = normalizeUsername(request.body.username);
      refuseInvalidForm(validateSignup({ username: user, password: request.body.password }));
      const now = app.now();
      const passwordHash = await hashPassword(request.body.password);
      const draft = request.body.draft_token;
      const draftToken = draft && (await loadDraft(app.db, draft, now)) ? draft : null;
      // The language the visitor reads the sign-up page in becomes the account's.
      const language = cookieLanguage(request) ?? DEFAULT_LANGUAGE;

      // The account work happens after the reply, as for forgot and resend: a new address and
      // a known one then cost the same (one password hash), so timing tells nobody who applied.
      app.mail.sendLater(async () => {
        // One password check for every address, though only a waiting account needs it: this
        // work comes after the reply, but it would slow whatever the server answers next. It
        // runs outside the transaction, which holds the database (all of it, on PGlite).
        const stored = (await app.repos.applicants.findByUsername(user))?.password_hash;
        const samePassword = await verifyPassword(request.body.password, stored ?? passwordHash);
        return app.db.transaction(async (tx) => {
          const { applicants } = repositories(tx);
          const created = await applicants.insert({
            id: randomUUID(),
            username: user,
            passwordHash,
            createdAt: now,
            pendingDraftToken: draftToken,
            language,
          });
          const applicant = await applicants.findByUsername(user, true);
          if (!applicant) throw new Error('account vanished during sign-up');
          if (applicant.confirmed_at) {
            return accountExistsMessage(
              applicant.language,
              user,
              pageUrl(app.config, applicant.language, '/login'),
              pageUrl(app.config, applicant.language, '/forgot'),
            );
          }
          // Waiting for confirmation: a sign-up never changes its password or draft (else a
          // stranger's password would become the account's once the owner confirms). It resends
          // the code; a different password marks the sign-up contested (see confirm.ts).
          const contested =
            applicant.signup_contested ||
            (!created &&
              // Made by a sign-up at the same moment: its hash was not the one checked.
              !(applicant.password_hash === stored
                ? samePassword
                : await verifyPassword(request.body.password, applicant.password_hash)));
          if (contested && !applicant.signup_contested)
            await applicants.markContested(applicant.id);
          const code = await issueCode(tx, app.config.sessionSecret, applicant.id, now);
          const link = confirmLink(app.config, user, { ...applicant, signup_contested: contested });
          return confirmationMessage(applicant.language, user, code, link, { contested });
        });
      });
      return { message: SIGNUP_SENT };
    },
  );
};
