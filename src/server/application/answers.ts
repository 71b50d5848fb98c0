import { codeKeyOf, withDescriptions } from '../../engine';
import type { Queryable } from '../db/database';
import { isDocumentKey } from '../documents/document-keys';
import { applicantsRepository } from '../repositories/applicants';
import { announceAnswersWritten } from './answers-written';

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
 * Adds a visitor's draft to an account: a key the applicant has already answered (non-empty)
 * keeps its stored value, so a draft can fill gaps but never overwrite work. A coded answer and
 * its _desc are one answer: a kept code keeps its stored _desc, and a code the draft fills gets
 * its own label as a save would (never the draft's _desc beside another code). A draft never sets
 * a document key: only a converted upload makes a document ANSWERED. Like every write to an
 * application it holds the applicant's row first (a save racing it reads again); a submitted
 * application takes no draft.
 */
export async function fillAnswers(
  tx: Queryable,
  applicantId: string,
  draft: StoredAnswers,
  now: Date,
): Promise<void> {
  if ((await applicantsRepository(tx).submission(applicantId, true))?.submitted_at !== null) return;
  const stored = await readAnswers(tx, applicantId);
  const gaps = Object.fromEntries(
    Object.entries(draft).filter(
      ([key]) =>
        !isDocumentKey(key) &&
        codeKeyOf(key) === undefined &&
        (stored[key] === undefined || stored[key] === '' || stored[key] === false),
    ),
  );
  const filled = withDescriptions(gaps, { ...stored, ...gaps }, now);
  if (Object.keys(filled).length > 0) await mergeAnswers(tx, applicantId, filled, now);
}
