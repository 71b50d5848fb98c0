import type { Answers } from '../../engine';
import type { Queryable } from '../db/database';

export interface ReviewRow {
  id: string;
  staff_id: string;
  author: string;
  queue_id: string;
  answers: Answers | string;
  created_at: Date;
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

    async of(applicantId: string): Promise<ReviewRow[]> {
      const { rows } = await db.query<ReviewRow>(
        `SELECT r.id, r.staff_id, s.username AS author, r.queue_id, r.answers, r.created_at
           FROM reviews r JOIN staff s ON s.id = r.staff_id
          WHERE r.applicant_id = $1 ORDER BY r.created_at, r.id`,
        [applicantId],
      );
      return rows;
    },
  };
}
