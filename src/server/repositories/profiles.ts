import type { Language } from '../../contracts/language';
import { WEB_STATUSES, type WebStatus } from '../../engine';
import type { AnswerRevisions, StoredAnswers } from '../application/answers';
import type { Queryable } from '../db/database';

export interface ProfileRow {
  username: string;
  last_page: string;
  language: Language;
  submitted_at: Date | null;
  /** JSON arrays and the answer map, aggregated by the database. */
  logins: string[];
  web_statuses: WebStatus[];
  answer: StoredAnswers;
  answer_revisions: AnswerRevisions;
  documents: { answer_key: string; file_name: string; file_size: number }[];
  generations: Record<string, number>;
  /**
   * The decision released by the time asked for (issue 33), else null; its letter in the
   * account's language (see migration 232).
   */
  decision: { decision: string; letter: string; released_at: string } | null;
}

/** One applicant's profile, gathered from its rows in every table. */
export function profilesRepository(db: Queryable) {
  return {
    /**
     * In one statement: one round trip instead of five, so a loaded server holds a pool
     * connection a fifth as long (GET /api/profile is the call every page load and every save
     * makes).
     */
    async find(
      applicantId: string,
      releasedBy: Date | null = null,
    ): Promise<ProfileRow | undefined> {
      const { rows } = await db.query<ProfileRow>(
        `SELECT a.username, a.last_page, a.language, a.submitted_at,
       COALESCE((SELECT json_agg(l.at ORDER BY l.id) FROM logins l
                  WHERE l.applicant_id = a.id), '[]') AS logins,
       COALESCE((SELECT json_agg(w.web_status ORDER BY array_position($2::text[], w.web_status))
                   FROM web_statuses w WHERE w.applicant_id = a.id), '[]') AS web_statuses,
       COALESCE((SELECT s.data FROM answers s WHERE s.applicant_id = a.id), '{}') AS answer,
       COALESCE((SELECT s.revisions FROM answers s WHERE s.applicant_id = a.id), '{}')
         AS answer_revisions,
       COALESCE((SELECT json_agg(json_build_object('answer_key', d.answer_key,
                   'file_name', d.file_name, 'file_size', d.file_size) ORDER BY d.answer_key)
                   FROM document_answers d WHERE d.applicant_id = a.id), '[]') AS documents,
       COALESCE((SELECT json_object_agg(r.button_id, r.generation) FROM
                  (SELECT button_id, max(generation) AS generation FROM repeater_removals
                    WHERE applicant_id = a.id GROUP BY button_id) r), '{}') AS generations,
       (SELECT json_build_object('decision', d.decision,
                 'letter', COALESCE(d.applicant_letters ->> a.language, d.letter),
                 'released_at', d.release_at)
          FROM decisions d WHERE d.applicant_id = a.id AND d.release_at <= $3) AS decision
     FROM applicants a WHERE a.id = $1`,
        [applicantId, WEB_STATUSES, releasedBy],
      );
      return rows[0];
    },
  };
}
