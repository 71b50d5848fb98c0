import type { SessionApplicant, SessionCheck } from '../accounts/sessions';
import type { Settled } from '../../engine';
import type { Queryable } from '../db/database';

/** What a save is judged against, as stored when it was read. */
export interface SaveContext {
  submitted_at: Date | null;
  /** Raised by every write to the application (migration 120): the save writes only if unchanged. */
  write_serial: string;
  data: Record<string, string | boolean>;
  /** Key to the revision in which its value last changed (issue 27). */
  revisions: Record<string, number>;
  tabs: Record<string, string>;
  add_another: Record<string, number>;
  /** Document questions with an upload or a conversion on record. */
  documents: string[];
  /** Each repeater's layout generation: the number of its last removal (issue 27). */
  generations: Record<string, number>;
  /**
   * The process's own settle of `data` (never read from the database): the process's copy
   * keeps it so that the next save need not walk the form again when it cannot change.
   */
  settled?: Settled;
}

/**
 * One statement for what used to take six round trips (issue 31's profile of a save): the
 * application's write serial and whether it was submitted, the answers with their revisions,
 * the view state, which documents are held and the repeaters' generations, all as of one
 * snapshot. It takes no lock: the save's write checks the serial instead (save-answers.ts).
 * Under the row lock (a save that removes documents) it must be its own statement after the
 * lock: a statement that waited for a lock still sees the other tables as they were when it
 * began, before the write it waited for committed.
 */
/** The context's columns for the applicant row `a`, whichever statement reads them. */
export const CONTEXT_COLUMNS = `a.submitted_at, a.write_serial::text AS write_serial,
  COALESCE((SELECT s.data FROM answers s WHERE s.applicant_id = a.id), '{}'::jsonb) AS data,
  COALESCE((SELECT s.revisions FROM answers s WHERE s.applicant_id = a.id), '{}'::jsonb)
    AS revisions,
  (SELECT COALESCE(jsonb_object_agg(t.tab_id, t.chosen_tab), '{}'::jsonb)
     FROM tabs t WHERE t.applicant_id = a.id) AS tabs,
  (SELECT COALESCE(jsonb_object_agg(n.button_id, n.num_components), '{}'::jsonb)
     FROM add_another n WHERE n.applicant_id = a.id) AS add_another,
  ARRAY(SELECT d.answer_key FROM document_answers d WHERE d.applicant_id = a.id
        UNION
        SELECT c.answer_key FROM document_conversions c WHERE c.applicant_id = a.id)
    AS documents,
  (SELECT COALESCE(jsonb_object_agg(g.button_id, g.generation), '{}'::jsonb)
     FROM (SELECT r.button_id, max(r.generation) AS generation
             FROM repeater_removals r WHERE r.applicant_id = a.id
            GROUP BY r.button_id) g) AS generations`;

export function saveContextRepository(db: Queryable) {
  return {
    async read(applicantId: string): Promise<SaveContext | undefined> {
      const { rows } = await db.query<SaveContext>(
        `SELECT ${CONTEXT_COLUMNS} FROM applicants a WHERE a.id = $1`,
        [applicantId],
      );
      return rows[0];
    },

    /**
     * The same read with the session check in one round trip (a save's first read, issue 31):
     * undefined when the session is not good, and nothing is read then.
     */
    async readInSession(
      session: SessionCheck,
    ): Promise<{ applicant: SessionApplicant; context: SaveContext } | undefined> {
      const { rows } = await db.query<SaveContext & { applicant_id: string; username: string }>(
        `WITH ${session.ctes}
         SELECT live.id AS applicant_id, live.username, ${CONTEXT_COLUMNS}
           FROM live JOIN applicants a ON a.id = live.id`,
        session.params,
      );
      const row = rows[0];
      if (!row) return undefined;
      const { applicant_id: id, username, ...context } = row;
      return { applicant: { id, username }, context };
    },
  };
}
