import { WEB_STATUSES, type WebStatus } from '../../engine';
import type { Queryable } from '../db/database';

/** The web_statuses table: each status an application reached, once. */
export function webStatusesRepository(db: Queryable) {
  return {
    async add(applicantId: string, status: WebStatus, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO web_statuses (applicant_id, web_status, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (applicant_id, web_status) DO NOTHING`,
        [applicantId, status, now],
      );
    },

    /** The staff list's copy on the applicant's row: the furthest status reached. */
    async advanceListed(applicantId: string, status: WebStatus): Promise<void> {
      await db.query(
        `UPDATE applicants SET status = $2 WHERE id = $1
       AND (status IS NULL OR array_position($3::text[], status) < array_position($3::text[], $2))`,
        [applicantId, status, WEB_STATUSES],
      );
    },

    /** The statuses reached, in the order they come in. */
    async listOf(applicantId: string): Promise<{ web_status: WebStatus }[]> {
      const { rows } = await db.query<{ web_status: WebStatus }>(
        `SELECT web_status FROM web_statuses WHERE applicant_id = $1
      ORDER BY array_position($2::text[], web_status)`,
        [applicantId, WEB_STATUSES],
      );
      return rows;
    },
  };
}
