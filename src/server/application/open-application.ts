import { SUBMITTED_CODE } from '../../contracts/answers';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { applicantsRepository } from '../repositories/applicants';

export const ALREADY_SUBMITTED = 'Your application has already been submitted.';
export const NO_APPLICATION = 'No application was found for this account.';

/** Refuses a write to an application that does not exist (404) or is submitted (409). */
export function refuseUnlessOpen<Applicant extends { submitted_at: Date | null }>(
  applicant: Applicant | undefined,
): asserts applicant is Applicant {
  if (!applicant) throw new HttpError(404, NO_APPLICATION);
  if (applicant.submitted_at) throw new HttpError(409, ALREADY_SUBMITTED, { code: SUBMITTED_CODE });
}

/**
 * Locks the applicant's row for the rest of the transaction and refuses with 409 once the
 * application is submitted. Every write to an application goes through this first, so a write
 * racing a submit either lands before it or is refused.
 */
export async function lockOpenApplication(tx: Queryable, applicantId: string): Promise<void> {
  refuseUnlessOpen(await applicantsRepository(tx).submission(applicantId, true));
}
