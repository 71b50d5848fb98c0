import { applicationReference } from '../../engine';
import type { LiveShareLink } from '../../contracts/staff-applications';
import type { Queryable } from '../db/database';

export interface NewShareLink {
  tokenId: string;
  staffId: string;
  applicantId: string;
  now: Date;
  expiresAt: Date;
}

interface Row {
  token_id: string;
  applicant_id: string;
  first_name: string;
  last_name: string;
  username: string;
  minted_by: string;
  created_at: Date;
  expires_at: Date;
}

/** The staff_share_links table: the service links staff minted, to list and revoke them. */
export function shareLinksRepository(db: Queryable) {
  return {
    async record(link: NewShareLink): Promise<void> {
      await db.query(
        `INSERT INTO staff_share_links (token_id, staff_id, applicant_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
        [link.tokenId, link.staffId, link.applicantId, link.now, link.expiresAt],
      );
    },

    /** Revokes every live link a staff member minted (their account is being disabled). */
    async revokeOf(staffId: string, now: Date): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE staff_share_links SET revoked_at = $2
      WHERE staff_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [staffId, now],
      );
      return rowCount;
    },

    /** Revokes one live link: the application it opened; undefined when none has this id. */
    async revoke(tokenId: string, now: Date): Promise<{ applicant_id: string } | undefined> {
      const { rows } = await db.query<{ applicant_id: string }>(
        `UPDATE staff_share_links SET revoked_at = $2
      WHERE token_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING applicant_id`,
        [tokenId, now],
      );
      return rows[0];
    },

    /** The links still usable, newest first. */
    async listLive(now: Date, limit: number): Promise<LiveShareLink[]> {
      const { rows } = await db.query<Row>(
        `SELECT l.token_id, l.applicant_id, a.first_name, a.last_name, a.username,
            s.username AS minted_by, l.created_at, l.expires_at
       FROM staff_share_links l
       JOIN applicants a ON a.id = l.applicant_id
       JOIN staff s ON s.id = l.staff_id
      WHERE l.revoked_at IS NULL AND l.expires_at > $1
      ORDER BY l.created_at DESC, l.token_id LIMIT $2`,
        [now, limit],
      );
      return rows.map((row) => ({
        id: row.token_id,
        application_id: row.applicant_id,
        reference: applicationReference(row.applicant_id),
        first_name: row.first_name,
        last_name: row.last_name,
        username: row.username,
        minted_by: row.minted_by,
        created_at: new Date(row.created_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
      }));
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM staff_share_links WHERE expires_at <= $1', [now]);
    },
  };
}
