import type { Language } from '../../contracts/language';
import type { Queryable } from '../db/database';

export interface DecisionRow {
  id: string;
  decision: string;
  /** The letter in English, as staff read it. */
  letter: string;
  /** The account's language now, and the letter merged in it (the one the applicant reads). */
  applicant_language: Language;
  applicant_letter: string;
  release_at: Date;
  decided_by: string;
  decided_at: Date;
}

// A decision recorded before letters were merged per language has no applicant_letters: its
// one letter is what the applicant reads.
const SELECT_DECISION = `SELECT d.id, d.decision, d.letter, a.language AS applicant_language,
       COALESCE(d.applicant_letters ->> a.language, d.letter) AS applicant_letter,
       d.release_at, s.username AS decided_by, d.decided_at
  FROM decisions d JOIN staff s ON s.id = d.staff_id JOIN applicants a ON a.id = d.applicant_id`;

/** The decisions table: one decision per application, a new one replacing the last. */
export function decisionsRepository(db: Queryable) {
  return {
    async record(decision: {
      id: string;
      applicantId: string;
      decision: string;
      letter: string;
      /** The letter merged in each language an applicant may read. */
      applicantLetters: Readonly<Record<Language, string>>;
      releaseAt: Date;
      staffId: string;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO decisions
           (applicant_id, id, decision, letter, applicant_letters, release_at, staff_id, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (applicant_id) DO UPDATE SET id = $2, decision = $3, letter = $4,
           applicant_letters = $5, release_at = $6, staff_id = $7, decided_at = $8`,
        [
          decision.applicantId,
          decision.id,
          decision.decision,
          decision.letter,
          JSON.stringify(decision.applicantLetters),
          decision.releaseAt,
          decision.staffId,
          decision.now,
        ],
      );
    },

    /** The application's decision, released or not (staff see it either way). */
    async of(applicantId: string): Promise<DecisionRow | undefined> {
      const { rows } = await db.query<DecisionRow>(`${SELECT_DECISION} WHERE d.applicant_id = $1`, [
        applicantId,
      ]);
      return rows[0];
    },

    /** The decision the applicant may see: only once released. */
    async released(applicantId: string, now: Date): Promise<DecisionRow | undefined> {
      const { rows } = await db.query<DecisionRow>(
        `${SELECT_DECISION} WHERE d.applicant_id = $1 AND d.release_at <= $2`,
        [applicantId, now],
      );
      return rows[0];
    },
  };
}
