import type { Queryable } from '../db/database';

/** The staff_invitations table: the hash of each account's one live welcome link. */
export function staffInvitationsRepository(db: Queryable) {
  return {
    async deleteOf(staffId: string): Promise<void> {
      await db.query('DELETE FROM staff_invitations WHERE staff_id = $1', [staffId]);
    },

    async insert(tokenHash: string, staffId: string, expiresAt: Date): Promise<void> {
      await db.query(
        'INSERT INTO staff_invitations (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)',
        [tokenHash, staffId, expiresAt],
      );
    },

    /** Uses up a live invitation of an account not disabled; answers the account it was for. */
    async take(
      tokenHash: string,
      now: Date,
    ): Promise<{ id: string; username: string } | undefined> {
      const { rows } = await db.query<{ id: string; username: string }>(
        `DELETE FROM staff_invitations i USING staff s
            WHERE i.token_hash = $1 AND s.id = i.staff_id AND i.expires_at > $2 AND s.disabled_at IS NULL
            RETURNING s.id, s.username`,
        [tokenHash, now],
      );
      return rows[0];
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM staff_invitations WHERE expires_at <= $1', [now]);
    },
  };
}
