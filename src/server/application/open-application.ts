import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export const ALREADY_SUBMITTED = 'Your application has already been submitted.';

/**
 * Locks the applicant's row for the rest of the transaction and refuses with 409 once the
 * application is submitted. Every write to an application goes through this first, so a write
 * racing a submit either lands before it or is refused.
 */
export async function lockOpenApplication(tx: Queryable, applicantId: string): Promise<void> {
  const { rows } = await tx.query<{ submitted_at: Date | null }>(
    'SELECT submitted_at FROM applicants WHERE id = $1 FOR UPDATE',
    [applicantId],
  );
  if (!rows[0]) throw new HttpError(404, 'No application was found for this account.');
  if (rows[0].submitted_at) throw new HttpError(409, ALREADY_SUBMITTED, { code: 'SUBMITTED' });
}
