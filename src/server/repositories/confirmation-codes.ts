import type { Queryable } from '../db/database';

export interface ConfirmationCodeRow {
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

/** The confirmation_codes table: each waiting account's one live code, as a keyed hash. */
export function confirmationCodesRepository(db: Queryable) {
  return {
    /** Stores the account's code, replacing any earlier one and its failed attempts. */
    async replace(applicantId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.query(
        `INSERT INTO confirmation_codes (applicant_id, code_hash, expires_at, failed_attempts) VALUES ($1, $2, $3, 0)
     ON CONFLICT (applicant_id) DO UPDATE SET code_hash = $2, expires_at = $3, failed_attempts = 0`,
        [applicantId, codeHash, expiresAt],
      );
    },

    /** The account's code, its row locked until the transaction ends. */
    async lockOf(applicantId: string): Promise<ConfirmationCodeRow | undefined> {
      const { rows } = await db.query<ConfirmationCodeRow>(
        'SELECT code_hash, expires_at, failed_attempts FROM confirmation_codes WHERE applicant_id = $1 FOR UPDATE',
        [applicantId],
      );
      return rows[0];
    },

    /** The code of the account under `username` that waits for confirmation, if it has one. */
    async ofWaitingAccount(
      username: string,
    ): Promise<{ id: string; code_hash: string; expires_at: Date } | undefined> {
      const { rows } = await db.query<{ id: string; code_hash: string; expires_at: Date }>(
        `SELECT a.id, c.code_hash, c.expires_at FROM applicants a
       JOIN confirmation_codes c ON c.applicant_id = a.id
      WHERE a.username = $1 AND a.confirmed_at IS NULL`,
        [username],
      );
      return rows[0];
    },

    async countFailure(applicantId: string): Promise<void> {
      await db.query(
        'UPDATE confirmation_codes SET failed_attempts = failed_attempts + 1 WHERE applicant_id = $1',
        [applicantId],
      );
    },

    async deleteOf(applicantId: string): Promise<void> {
      await db.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [applicantId]);
    },
  };
}
