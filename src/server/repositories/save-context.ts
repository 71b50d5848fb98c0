import type { Queryable } from '../db/database';

/** What a save is judged against, as stored when its transaction locked the applicant. */
export interface SaveContext {
  submitted_at: Date | null;
  data: Record<string, string | boolean>;
  /** Key to the revision in which its value last changed (issue 27). */
  revisions: Record<string, number>;
  tabs: Record<string, string>;
  add_another: Record<string, number>;
  /** Document questions with an upload or a conversion on record. */
  documents: string[];
}

/**
 * One statement for what used to take four round trips (issue 31's profile of a three-key
 * save): the applicant's row locked for the transaction, the answers with their revisions, the
 * view state and which documents are held.
 */
export function saveContextRepository(db: Queryable) {
  return {
    async lock(applicantId: string): Promise<SaveContext | undefined> {
      const { rows } = await db.query<SaveContext>(
        `SELECT a.submitted_at,
                COALESCE(s.data, '{}'::jsonb) AS data,
                COALESCE(s.revisions, '{}'::jsonb) AS revisions,
                (SELECT COALESCE(jsonb_object_agg(t.tab_id, t.chosen_tab), '{}'::jsonb)
                   FROM tabs t WHERE t.applicant_id = a.id) AS tabs,
                (SELECT COALESCE(jsonb_object_agg(n.button_id, n.num_components), '{}'::jsonb)
                   FROM add_another n WHERE n.applicant_id = a.id) AS add_another,
                ARRAY(SELECT d.answer_key FROM document_answers d WHERE d.applicant_id = a.id
                      UNION
                      SELECT c.answer_key FROM document_conversions c WHERE c.applicant_id = a.id)
                  AS documents
           FROM applicants a LEFT JOIN answers s ON s.applicant_id = a.id
          WHERE a.id = $1
            FOR UPDATE OF a`,
        [applicantId],
      );
      return rows[0];
    },
  };
}
