import type { Queryable } from '../db/database';

/**
 * The application_queues table: where an admin moved a submitted application. One without a
 * row sits in the first queue of site.json, which the caller names (`first`).
 */
export function applicationQueuesRepository(db: Queryable) {
  return {
    async move(move: {
      applicantId: string;
      queueId: string;
      staffId: string;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO application_queues (applicant_id, queue_id, staff_id, moved_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (applicant_id) DO UPDATE SET queue_id = $2, staff_id = $3, moved_at = $4`,
        [move.applicantId, move.queueId, move.staffId, move.now],
      );
    },

    /** The queue a submitted application is in; undefined while it is not submitted. */
    async of(applicantId: string, first: string): Promise<string | undefined> {
      const { rows } = await db.query<{ queue_id: string }>(
        `SELECT COALESCE(q.queue_id, $2) AS queue_id
           FROM applicants a LEFT JOIN application_queues q ON q.applicant_id = a.id
          WHERE a.id = $1 AND a.submitted_at IS NOT NULL`,
        [applicantId, first],
      );
      return rows[0]?.queue_id;
    },

    /** How many submitted applications each queue holds (queues holding none are left out). */
    async counts(first: string): Promise<Map<string, number>> {
      const { rows } = await db.query<{ queue_id: string; count: number | string }>(
        `SELECT COALESCE(q.queue_id, $1) AS queue_id, count(*) AS count
           FROM applicants a LEFT JOIN application_queues q ON q.applicant_id = a.id
          WHERE a.submitted_at IS NOT NULL GROUP BY 1`,
        [first],
      );
      return new Map(rows.map((row) => [row.queue_id, Number(row.count)]));
    },
  };
}
