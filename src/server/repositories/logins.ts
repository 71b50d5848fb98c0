import type { Queryable } from '../db/database';

/** The logins table: when each applicant logged in. */
export function loginsRepository(db: Queryable) {
  return {
    async record(applicantId: string, at: Date): Promise<void> {
      await db.query('INSERT INTO logins (applicant_id, at) VALUES ($1, $2)', [applicantId, at]);
    },
  };
}
