import type { Queryable } from '../db/database';
import { applicantsRepository } from './applicants';
import { applicationListingRepository } from './application-listing';
import { applicationQueuesRepository } from './application-queues';
import { assignmentsRepository } from './assignments';
import { checklistMarksRepository } from './checklist-marks';
import { confirmationCodesRepository } from './confirmation-codes';
import { decisionsRepository } from './decisions';
import { documentAnswersRepository } from './document-answers';
import { documentConversionsRepository } from './document-conversions';
import { draftsRepository } from './drafts';
import { formDraftRepository } from './form-draft';
import { formVersionsRepository } from './form-versions';
import { healthRepository } from './health';
import { loginFailuresRepository } from './login-failures';
import { loginsRepository } from './logins';
import { lookupSchoolsRepository } from './lookup-schools';
import { passwordResetsRepository } from './password-resets';
import { profilesRepository } from './profiles';
import { rateLimitsRepository } from './rate-limits';
import { recoveryCodesRepository } from './recovery-codes';
import { reviewsRepository } from './reviews';
import { saveContextRepository } from './save-context';
import { savedSearchesRepository } from './saved-searches';
import { serviceTokenUsesRepository } from './service-token-uses';
import { shareLinksRepository } from './share-links';
import { staffAccountsRepository } from './staff-accounts';
import { staffAuditRepository } from './staff-audit';
import { staffInvitationsRepository } from './staff-invitations';
import { staffNotesRepository } from './staff-notes';
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
    applicationListing: applicationListingRepository(db),
    applicationQueues: applicationQueuesRepository(db),
    assignments: assignmentsRepository(db),
    checklistMarks: checklistMarksRepository(db),
    confirmationCodes: confirmationCodesRepository(db),
    decisions: decisionsRepository(db),
    documentAnswers: documentAnswersRepository(db),
    documentConversions: documentConversionsRepository(db),
    drafts: draftsRepository(db),
    formDraft: formDraftRepository(db),
    formVersions: formVersionsRepository(db),
    health: healthRepository(db),
    loginFailures: loginFailuresRepository(db),
    logins: loginsRepository(db),
    lookupSchools: lookupSchoolsRepository(db),
    passwordResets: passwordResetsRepository(db),
    profiles: profilesRepository(db),
    rateLimits: rateLimitsRepository(db),
    recoveryCodes: recoveryCodesRepository(db),
    reviews: reviewsRepository(db),
    saveContext: saveContextRepository(db),
    savedSearches: savedSearchesRepository(db),
    serviceTokenUses: serviceTokenUsesRepository(db),
    shareLinks: shareLinksRepository(db),
    staffAccounts: staffAccountsRepository(db),
    staffAudit: staffAuditRepository(db),
    staffInvitations: staffInvitationsRepository(db),
    staffNotes: staffNotesRepository(db),
    tabs: tabsRepository(db),
    validations: validationsRepository(db),
    webStatuses: webStatusesRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
