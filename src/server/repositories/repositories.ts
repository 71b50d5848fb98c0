import type { Queryable } from '../db/database';
import { applicantsRepository } from './applicants';
import { documentAnswersRepository } from './document-answers';
import { healthRepository } from './health';
import { loginsRepository } from './logins';
import { passwordResetsRepository } from './password-resets';
import { staffAccountsRepository } from './staff-accounts';
import { staffInvitationsRepository } from './staff-invitations';
import { validationsRepository } from './validations';

/**
 * Every table's statements, bound to one connection: the app's database (`app.repos`) or a
 * transaction (`repositories(tx)`), so the same calls work inside `db.transaction`.
 */
export function repositories(db: Queryable) {
  return {
    applicants: applicantsRepository(db),
    documentAnswers: documentAnswersRepository(db),
    health: healthRepository(db),
    logins: loginsRepository(db),
    passwordResets: passwordResetsRepository(db),
    staffAccounts: staffAccountsRepository(db),
    staffInvitations: staffInvitationsRepository(db),
    validations: validationsRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
