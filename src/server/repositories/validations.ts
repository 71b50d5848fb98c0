import type { Queryable } from '../db/database';

/** The validations table: the last error map each applicant was shown. */
export function validationsRepository(db: Queryable) {
  return {
    async save(applicantId: string, errors: Record<string, string[]>, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO validations (applicant_id, errors, updated_at) VALUES ($1, $2::jsonb, $3)
           ON CONFLICT (applicant_id) DO UPDATE SET errors = EXCLUDED.errors, updated_at = $3`,
        [applicantId, JSON.stringify(errors), at],
      );
    },
  };
}
