import type { Queryable } from '../db/database';

export interface NoteRow {
  id: string;
  text: string;
  author: string;
  created_at: Date;
}

/** The staff_notes table: internal notes on an application, oldest first. */
export function staffNotesRepository(db: Queryable) {
  return {
    async add(note: {
      id: string;
      applicantId: string;
      staffId: string;
      text: string;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO staff_notes (id, applicant_id, staff_id, text, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [note.id, note.applicantId, note.staffId, note.text, note.now],
      );
    },

    async of(applicantId: string): Promise<NoteRow[]> {
      const { rows } = await db.query<NoteRow>(
        `SELECT n.id, n.text, s.username AS author, n.created_at
           FROM staff_notes n JOIN staff s ON s.id = n.staff_id
          WHERE n.applicant_id = $1 ORDER BY n.created_at, n.id`,
        [applicantId],
      );
      return rows;
    },
  };
}
