import type { Answers } from '../../engine';
import type { Queryable } from '../db/database';

export interface ReviewRow {
  id: string;
  staff_id: string;
  author: string;
  queue_id: string;
  answers: Answers | string;
  created_at: Date;
  updated_at: Date | null;
}

/** The reviews table: one review per reader and application, oldest first. */
export function reviewsRepository(db: Queryable) {
  return {
    /** Adds a review; false when this reader has reviewed the application already. */
    async add(review: {
      id: string;
      applicantId: string;
      staffId: string;
      queueId: string;
      answers: Answers;
      now: Date;
    }): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO reviews (id, applicant_id, staff_id, queue_id, answers, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (applicant_id, staff_id) DO NOTHING RETURNING id`,
        [
          review.id,
          review.applicantId,
          review.staffId,
          review.queueId,
          JSON.stringify(review.answers),
          review.now,
        ],
      );
      return rows.length === 1;
    },

    /**
     * Replaces this reader's answers while the application has no decision; undefined when they
     * have no review of it, or a decision is recorded (the check and the write are one statement).
     */
    async update(review: {
      applicantId: string;
      staffId: string;
      answers: Answers;
      now: Date;
    }): Promise<ReviewRow | undefined> {
      const { rows } = await db.query<ReviewRow>(
        `UPDATE reviews r SET answers = $3, updated_at = $4 FROM staff s
          WHERE r.applicant_id = $1 AND r.staff_id = $2 AND s.id = r.staff_id
            AND NOT EXISTS (SELECT 1 FROM decisions d WHERE d.applicant_id = $1)
          RETURNING r.id, r.staff_id, s.username AS author, r.queue_id, r.answers, r.created_at,
                    r.updated_at`,
        [review.applicantId, review.staffId, JSON.stringify(review.answers), review.now],
      );
      return rows[0];
    },

    async of(applicantId: string): Promise<ReviewRow[]> {
      const { rows } = await db.query<ReviewRow>(
        `SELECT r.id, r.staff_id, s.username AS author, r.queue_id, r.answers, r.created_at,
                r.updated_at
           FROM reviews r JOIN staff s ON s.id = r.staff_id
          WHERE r.applicant_id = $1 ORDER BY r.created_at, r.id`,
        [applicantId],
      );
      return rows;
    },
  };
}
