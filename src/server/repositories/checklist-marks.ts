import type { MaterialStatus } from '../../engine';
import type { Queryable } from '../db/database';

export interface MarkRow {
  item_id: string;
  status: MaterialStatus;
  by: string;
  updated_at: Date;
}

/** The checklist_marks table: what staff set on an application's checklist items. */
export function checklistMarksRepository(db: Queryable) {
  return {
    async set(mark: {
      applicantId: string;
      itemId: string;
      status: MaterialStatus;
      staffId: string;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO checklist_marks (applicant_id, item_id, status, staff_id, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (applicant_id, item_id)
         DO UPDATE SET status = $3, staff_id = $4, updated_at = $5`,
        [mark.applicantId, mark.itemId, mark.status, mark.staffId, mark.now],
      );
    },

    async of(applicantId: string): Promise<MarkRow[]> {
      const { rows } = await db.query<MarkRow>(
        `SELECT m.item_id, m.status, s.username AS by, m.updated_at
           FROM checklist_marks m JOIN staff s ON s.id = m.staff_id
          WHERE m.applicant_id = $1`,
        [applicantId],
      );
      return rows;
    },
  };
}
