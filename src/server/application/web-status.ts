import { WEB_STATUSES, type WebStatus } from '../../engine';
import type { Queryable } from '../db/database';

/**
 * Records a status and every earlier one still missing, once each: the client derives its
 * state from the number of distinct statuses, so "submitted" alone must not read as "started".
 */
export async function appendWebStatus(
  tx: Queryable,
  applicantId: string,
  status: WebStatus,
  now: Date,
): Promise<void> {
  const upTo = WEB_STATUSES.slice(0, WEB_STATUSES.indexOf(status) + 1);
  for (const each of upTo) {
    await tx.query(
      `INSERT INTO web_statuses (applicant_id, web_status, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (applicant_id, web_status) DO NOTHING`,
      [applicantId, each, now],
    );
  }
  // The staff list's copy: the furthest status reached.
  await tx.query(
    `UPDATE applicants SET status = $2 WHERE id = $1
       AND (status IS NULL OR array_position($3::text[], status) < array_position($3::text[], $2))`,
    [applicantId, status, WEB_STATUSES],
  );
}

export async function readWebStatuses(
  db: Queryable,
  applicantId: string,
): Promise<{ web_status: WebStatus }[]> {
  const { rows } = await db.query<{ web_status: WebStatus }>(
    `SELECT web_status FROM web_statuses WHERE applicant_id = $1
      ORDER BY array_position($2::text[], web_status)`,
    [applicantId, WEB_STATUSES],
  );
  return rows;
}
