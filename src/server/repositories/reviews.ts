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
  /** When a blind queue's reviewer was first shown the others' reviews; null while not. */
  others_seen_at: Date | null;
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
     * Replaces this reader's answers while the application has no decision and they have not
     * been shown the others' reviews of a blind queue; undefined when they have no review of it
     * or it is final (the check and the write are one statement).
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
            AND r.others_seen_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM decisions d WHERE d.applicant_id = $1)
          RETURNING r.id, r.staff_id, s.username AS author, r.queue_id, r.answers, r.created_at,
                    r.updated_at, r.others_seen_at`,
        [review.applicantId, review.staffId, JSON.stringify(review.answers), review.now],
      );
      return rows[0];
    },

    /** Records that this reviewer has been shown the others' reviews (the first time only). */
    async markOthersSeen(applicantId: string, staffId: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE reviews SET others_seen_at = $3
          WHERE applicant_id = $1 AND staff_id = $2 AND others_seen_at IS NULL`,
        [applicantId, staffId, now],
      );
    },

    async of(applicantId: string): Promise<ReviewRow[]> {
      const { rows } = await db.query<ReviewRow>(
        `SELECT r.id, r.staff_id, s.username AS author, r.queue_id, r.answers, r.created_at,
                r.updated_at, r.others_seen_at
           FROM reviews r JOIN staff s ON s.id = r.staff_id
          WHERE r.applicant_id = $1 ORDER BY r.created_at, r.id`,
        [applicantId],
      );
      return rows;
    },
  };
}
