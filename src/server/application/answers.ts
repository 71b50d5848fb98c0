import type { Queryable } from '../db/database';
import { applicantsRepository } from '../repositories/applicants';
import { saveContextRepository } from '../repositories/save-context';
import { announceAnswersWritten } from './answers-written';
import { judgeDraft } from './judge-draft';

export type StoredAnswers = Record<string, string | boolean>;
/** Per answer key, the application's revision when its value last changed (0: never written). */
export type AnswerRevisions = Record<string, number>;

export async function readAnswers(db: Queryable, applicantId: string): Promise<StoredAnswers> {
  const { rows } = await db.query<{ data: StoredAnswers }>(
    'SELECT data FROM answers WHERE applicant_id = $1',
    [applicantId],
  );
  return rows[0]?.data ?? {};
}

/**
 * Writes the given keys over the stored ones (jsonb `||`), leaving every other key as it was,
 * in one statement that also raises the application's revision and records it against every key
 * whose value changes (issue 27: whoever writes, a device holding an older value cannot then
 * overwrite it unnoticed). An applicant's own save passes the live form version it was judged
 * against (issue 29); other writes (a conversion, a draft) leave the recorded version as it was,
 * and when they are the first they record the live one, on which a draft was typed (without it
 * the application would read as version 1).
 * Announces the write to its listeners in the same transaction (the staff list keeps its copy of
 * names and entry term so). Returns the revisions of the given keys. The caller holds the
 * applicant's row first (lockOpenApplication), which raises its write serial: saves judge
 * against a read or a process's copy of the answers and write only if that serial is unchanged.
 */
export async function mergeAnswers(
  tx: Queryable,
  applicantId: string,
  answers: StoredAnswers,
  now: Date,
  formVersion: number | null = null,
): Promise<AnswerRevisions> {
  const { rows } = await tx.query<{ revisions: AnswerRevisions; data: StoredAnswers }>(
    `INSERT INTO answers (applicant_id, data, updated_at, form_version, revision, revisions)
     VALUES ($1, $2::jsonb, $3, COALESCE($4, (SELECT version FROM form_live)), 1,
       (SELECT COALESCE(jsonb_object_agg(k, 1), '{}'::jsonb) FROM jsonb_object_keys($2::jsonb) k))
     ON CONFLICT (applicant_id) DO UPDATE SET data = answers.data || EXCLUDED.data, updated_at = $3,
       form_version = COALESCE($4, answers.form_version),
       revision = answers.revision + 1,
       revisions = answers.revisions || (
         SELECT COALESCE(jsonb_object_agg(e.key, answers.revision + 1), '{}'::jsonb)
           FROM jsonb_each(EXCLUDED.data) e WHERE answers.data -> e.key IS DISTINCT FROM e.value)
     RETURNING revisions, data`,
    [applicantId, JSON.stringify(answers), now, formVersion],
  );
  await announceAnswersWritten(tx, {
    applicantId,
    keys: Object.keys(answers),
    answers: rows[0]?.data ?? {},
  });
  const revisions = rows[0]?.revisions ?? {};
  return Object.fromEntries(Object.keys(answers).map((key) => [key, revisions[key] ?? 0]));
}

/**
 * Adds a visitor's draft to an account: it fills only keys the applicant left unanswered, judged
 * as a save would judge them (judgeDraft), so a draft can fill gaps but never overwrite or hide
 * work, and never stores what no save could. Like every write to an application it holds the
 * applicant's row first (a save racing it reads again); a submitted application takes no draft.
 */
export async function fillAnswers(
  tx: Queryable,
  applicantId: string,
  draft: StoredAnswers,
  now: Date,
): Promise<void> {
  // The lock first: a read waiting on a lock would not see the write it waited for.
  await applicantsRepository(tx).submission(applicantId, true);
  const context = await saveContextRepository(tx).read(applicantId);
  if (!context || context.submitted_at !== null) return;
  const view = { tabs: context.tabs, addAnother: context.add_another };
  const filled = judgeDraft(context.data, draft, view, now);
  if (Object.keys(filled).length > 0) await mergeAnswers(tx, applicantId, filled, now);
}
