import type { Queryable } from '../db/database';
import { profilesRepository } from '../repositories/profiles';
import { allRepeaters, applicationReference } from '../../engine';

/** Every repeater's layout generation, 0 for one that never had an entry removed. */
function withEveryRepeater(stored: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    allRepeaters().map((node) => [node.buttonId, Number(stored[node.buttonId] ?? 0)]),
  );
}

/**
 * The profile of spec section 7, read from one applicant's rows only (in one statement), with
 * the decision released by `now` (issue 33; none without `now`).
 */
export async function readProfile(db: Queryable, applicantId: string, now: Date | null = null) {
  const applicant = await profilesRepository(db).find(applicantId, now);
  if (!applicant) return undefined;
  return {
    username: applicant.username,
    last_page: applicant.last_page,
    language: applicant.language,
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
    decision: applicant.decision && {
      ...applicant.decision,
      released_at: new Date(applicant.decision.released_at).toISOString(),
    },
  };
}
