import type { Queryable } from '../db/database';
import { applicantsRepository } from './applicants';
import { documentAnswersRepository } from './document-answers';
import { documentConversionsRepository } from './document-conversions';
import { draftsRepository } from './drafts';
import { healthRepository } from './health';
import { loginFailuresRepository } from './login-failures';
import { loginsRepository } from './logins';
import { passwordResetsRepository } from './password-resets';
import { rateLimitsRepository } from './rate-limits';
import { shareLinksRepository } from './share-links';
import { staffAccountsRepository } from './staff-accounts';
import { staffInvitationsRepository } from './staff-invitations';
import { tabsRepository } from './tabs';
import { validationsRepository } from './validations';
import { webStatusesRepository } from './web-statuses';

/**
 * Every table's statements, bound to one connection: the app's database (`app.repos`) or a
 * transaction (`repositories(tx)`), so the same calls work inside `db.transaction`.
 */
export function repositories(db: Queryable) {
  return {
    applicants: applicantsRepository(db),
    documentAnswers: documentAnswersRepository(db),
    documentConversions: documentConversionsRepository(db),
    drafts: draftsRepository(db),
    health: healthRepository(db),
    loginFailures: loginFailuresRepository(db),
    logins: loginsRepository(db),
    passwordResets: passwordResetsRepository(db),
    rateLimits: rateLimitsRepository(db),
    shareLinks: shareLinksRepository(db),
    staffAccounts: staffAccountsRepository(db),
    staffInvitations: staffInvitationsRepository(db),
    tabs: tabsRepository(db),
    validations: validationsRepository(db),
    webStatuses: webStatusesRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
