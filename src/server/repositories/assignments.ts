import type { Queryable } from '../db/database';

export interface QueueEntryRow {
  id: string;
  first_name: string;
  last_name: string;
  queue_id: string | null;
  reviewed: boolean;
  assigned_at: Date;
}

/** The assignments table: which readers are to review which applications. */
export function assignmentsRepository(db: Queryable) {
  return {
    /** Assigns one application; false when it was the reader's already. */
    async assign(assignment: {
      applicantId: string;
      readerId: string;
      staffId: string;
      now: Date;
    }): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO assignments (applicant_id, reader_id, assigned_by, assigned_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING applicant_id`,
        [assignment.applicantId, assignment.readerId, assignment.staffId, assignment.now],
      );
      return rows.length === 1;
    },

    /**
     * Takes the reader off these applications; the ids of those that were theirs. Their reviews
     * stay: a review written is the reader's work on record whoever reads on.
     */
    async unassign(applicantIds: readonly string[], readerId: string): Promise<Set<string>> {
      const { rows } = await db.query<{ applicant_id: string }>(
        `DELETE FROM assignments WHERE reader_id = $1 AND applicant_id = ANY($2::uuid[])
         RETURNING applicant_id`,
        [readerId, applicantIds],
      );
      return new Set(rows.map((row) => row.applicant_id));
    },

    async isAssigned(applicantId: string, readerId: string): Promise<boolean> {
      const { rows } = await db.query(
        'SELECT 1 FROM assignments WHERE applicant_id = $1 AND reader_id = $2',
        [applicantId, readerId],
      );
      return rows.length === 1;
    },

    /** An application's readers, first assigned first. */
    async readersOf(applicantId: string): Promise<{ id: string; username: string }[]> {
      const { rows } = await db.query<{ id: string; username: string }>(
        `SELECT s.id, s.username FROM assignments x JOIN staff s ON s.id = x.reader_id
          WHERE x.applicant_id = $1 ORDER BY x.seq`,
        [applicantId],
      );
      return rows;
    },

    /**
     * A reader's queue, oldest assignment first; `first` is the queue of an unmoved one. What it
     * reads of applicants is in the index applicants_queue_entry (migration 190), so each entry is
     * an index-only probe rather than a scan of the table: a column added here belongs there too.
     */
    async queueOf(readerId: string, first: string): Promise<QueueEntryRow[]> {
      const { rows } = await db.query<QueueEntryRow>(
        `SELECT a.id, a.first_name, a.last_name,
                CASE WHEN a.submitted_at IS NOT NULL THEN COALESCE(q.queue_id, $2) END AS queue_id,
                EXISTS (SELECT 1 FROM reviews r
                         WHERE r.applicant_id = a.id AND r.staff_id = x.reader_id) AS reviewed,
                x.assigned_at
           FROM assignments x
           JOIN applicants a ON a.id = x.applicant_id
           LEFT JOIN application_queues q ON q.applicant_id = a.id
          WHERE x.reader_id = $1
          ORDER BY x.seq`,
        [readerId, first],
      );
      return rows;
    },
  };
}
