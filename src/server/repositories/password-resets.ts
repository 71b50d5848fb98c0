import type { Queryable } from '../db/database';

/** The password_resets table: the hash of each account's newest reset link. */
export function passwordResetsRepository(db: Queryable) {
  return {
    async deleteOf(applicantId: string): Promise<void> {
      await db.query('DELETE FROM password_resets WHERE applicant_id = $1', [applicantId]);
    },

    async insert(tokenHash: string, applicantId: string, expiresAt: Date): Promise<void> {
      await db.query(
        'INSERT INTO password_resets (token_hash, applicant_id, expires_at) VALUES ($1, $2, $3)',
        [tokenHash, applicantId, expiresAt],
      );
    },

    /** Uses up a live link of this username; answers its account, if the link was good. */
    async take(tokenHash: string, username: string, now: Date): Promise<string | undefined> {
      const { rows } = await db.query<{ applicant_id: string }>(
        `DELETE FROM password_resets r USING applicants a
            WHERE r.token_hash = $1 AND a.id = r.applicant_id AND a.username = $2 AND r.expires_at > $3
            RETURNING r.applicant_id`,
        [tokenHash, username, now],
      );
      return rows[0]?.applicant_id;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM password_resets WHERE expires_at <= $1', [now]);
    },
  };
}
