import type { Queryable } from '../db/database';
import type { StoredAnswers } from './answers';
import { refuseUnlessOpen } from './open-application';

/**
 * The autosave (PUT /api/answer) in one statement, so one round trip instead of four (BEGIN,
 * lock, merge, COMMIT) on the call the client makes most. A single statement is its own
 * transaction, so the guarantees of lockOpenApplication + mergeAnswers hold: the applicant's
 * row is locked FOR UPDATE first (a save racing a submit sees the submit's committed
 * submitted_at and writes nothing), and the jsonb `||` merge runs on the latest committed
 * answers, so concurrent saves keep each other's keys. Data-modifying CTEs always run, read
 * or not.
 */
export async function saveAnswers(
  db: Queryable,
  applicantId: string,
  answers: StoredAnswers,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ submitted_at: Date | null }>(
    `WITH applicant AS (
       SELECT id, submitted_at FROM applicants WHERE id = $1 FOR UPDATE
     ), saved AS (
       INSERT INTO answers (applicant_id, data, updated_at)
       SELECT id, $2::jsonb, $3 FROM applicant WHERE submitted_at IS NULL
       ON CONFLICT (applicant_id) DO UPDATE SET data = answers.data || EXCLUDED.data, updated_at = $3
     )
     SELECT submitted_at FROM applicant`,
    [applicantId, JSON.stringify(answers), now],
  );
  refuseUnlessOpen(rows[0]);
}
