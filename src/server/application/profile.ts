import type { Queryable } from '../db/database';
import type { AnswerRevisions, StoredAnswers } from './answers';
import { allRepeaters, applicationReference, WEB_STATUSES, type WebStatus } from '../../engine';

interface ProfileRow {
  username: string;
  last_page: string;
  submitted_at: Date | null;
  /** JSON arrays and the answer map, aggregated by the database. */
  logins: string[];
  web_statuses: WebStatus[];
  answer: StoredAnswers;
  answer_revisions: AnswerRevisions;
  documents: { answer_key: string; file_name: string; file_size: number }[];
  generations: Record<string, number>;
}

/** Every repeater's layout generation, 0 for one that never had an entry removed. */
function withEveryRepeater(stored: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    allRepeaters().map((node) => [node.buttonId, Number(stored[node.buttonId] ?? 0)]),
  );
}

/**
 * The profile of spec section 7, read from one applicant's rows only, in one statement: one
 * round trip instead of five, so a loaded server holds a pool connection a fifth as long
 * (GET /api/profile is the call every page load and every save makes).
 */
export async function readProfile(db: Queryable, applicantId: string) {
  const { rows } = await db.query<ProfileRow>(
    `SELECT a.username, a.last_page, a.submitted_at,
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
                    WHERE applicant_id = a.id GROUP BY button_id) r), '{}') AS generations
     FROM applicants a WHERE a.id = $1`,
    [applicantId, WEB_STATUSES],
  );
  const applicant = rows[0];
  if (!applicant) return undefined;
  return {
    username: applicant.username,
    last_page: applicant.last_page,
    successful_login: applicant.logins.map((at) => new Date(at).toISOString()),
    web_status: applicant.web_statuses.map((web_status) => ({ web_status })),
    answer: applicant.answer,
    answer_revisions: applicant.answer_revisions,
    document_answer: Object.fromEntries(
      applicant.documents.map((row) => [
        row.answer_key,
        { file_name: row.file_name, file_size: row.file_size },
      ]),
    ),
    submitted_at: applicant.submitted_at ? new Date(applicant.submitted_at).toISOString() : null,
    reference: applicationReference(applicantId),
    repeater_generations: withEveryRepeater(applicant.generations),
  };
}
