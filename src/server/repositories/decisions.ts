import type { Queryable } from '../db/database';

export interface DecisionRow {
  id: string;
  decision: string;
  letter: string;
  release_at: Date;
  decided_by: string;
  decided_at: Date;
}

/** The decisions table: one decision per application, a new one replacing the last. */
export function decisionsRepository(db: Queryable) {
  return {
    async record(decision: {
      id: string;
      applicantId: string;
      decision: string;
      letter: string;
      releaseAt: Date;
      staffId: string;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO decisions (applicant_id, id, decision, letter, release_at, staff_id, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (applicant_id) DO UPDATE SET id = $2, decision = $3, letter = $4,
           release_at = $5, staff_id = $6, decided_at = $7`,
        [
          decision.applicantId,
          decision.id,
          decision.decision,
          decision.letter,
          decision.releaseAt,
          decision.staffId,
          decision.now,
        ],
      );
    },

    /** The application's decision, released or not (staff see it either way). */
    async of(applicantId: string): Promise<DecisionRow | undefined> {
      const { rows } = await db.query<DecisionRow>(
        `SELECT d.id, d.decision, d.letter, d.release_at, s.username AS decided_by, d.decided_at
           FROM decisions d JOIN staff s ON s.id = d.staff_id WHERE d.applicant_id = $1`,
        [applicantId],
      );
      return rows[0];
    },

    /** The decision the applicant may see: only once released. */
    async released(applicantId: string, now: Date): Promise<DecisionRow | undefined> {
      const { rows } = await db.query<DecisionRow>(
        `SELECT d.id, d.decision, d.letter, d.release_at, s.username AS decided_by, d.decided_at
           FROM decisions d JOIN staff s ON s.id = d.staff_id
          WHERE d.applicant_id = $1 AND d.release_at <= $2`,
        [applicantId, now],
      );
      return rows[0];
    },
  };
}
