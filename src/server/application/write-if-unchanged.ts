import type { SessionCheck } from '../accounts/sessions';
import type { Queryable } from '../db/database';
import { CONTEXT_COLUMNS, type SaveContext } from '../repositories/save-context';
import type { AnswerRevisions, StoredAnswers } from './answers';
import { applicantColumnsAfter } from './answers-written';

export interface GuardedWrite {
  applicantId: string;
  /** The write serial the save read its context at. */
  serial: string;
  /** The keys to write over the stored ones. */
  changed: StoredAnswers;
  /** Every answer as it will be stored after the write. */
  after: StoredAnswers;
  now: Date;
  formVersion: number;
  /**
   * A session to check in the same statement: the write is taken only if it is good and
   * `applicantId`'s (a save judged against the process's copy of the application, which
   * nothing has checked yet on this request).
   */
  session?: SessionCheck;
}

/**
 * What the write did: written (the written keys' revisions and the serial it left), or not,
 * because the application changed (or was submitted) since `serial` or the session was not good.
 * A write that checked a session and found the application changed brings the application as
 * its statement's snapshot saw it (`stale`), so the save need not read it again.
 */
export type WriteOutcome =
  | { revisions: AnswerRevisions; serial: string }
  | { stale: SaveContext }
  | 'changed'
  | 'no-session';

// Named apart from the application's own columns (`revisions`), which a stale write brings.
type WriteRow = {
  written_revisions: AnswerRevisions | null;
  written_serial: string | null;
} & Partial<SaveContext>;

// With a session (a save judged against the process's copy): the live session's row, and when
// nothing was written the application as this statement's snapshot has it. The snapshot is one
// for all its columns, serial included, so a save judged against it and written only if that
// serial is still the row's is as safe as one judged against a read of its own.
const STALE = `FROM live LEFT JOIN LATERAL (
    SELECT ${CONTEXT_COLUMNS} FROM applicants a
     WHERE a.id = live.id AND NOT EXISTS (SELECT 1 FROM applicant)) stale ON true`;

/**
 * The statement's text for a session check (or none) and the applicant columns it sets. Built
 * once per shape and kept: a save reuses the very string, so naming it as a prepared statement
 * (db/statement-names.ts) does not hash a freshly built text of some 3,000 characters each time.
 */
function statementText(
  sessionCtes: string | undefined,
  offset: number,
  columnNames: string[],
): string {
  const $ = (n: number) => `$${n + offset}`;
  const sets = columnNames.map((name, i) => `, ${name} = ${$(i + 6)}`);
  return `WITH ${sessionCtes === undefined ? '' : `${sessionCtes},`}
     applicant AS (
       UPDATE applicants SET write_serial = write_serial + 1${sets.join('')}
        WHERE id = ${$(1)} AND write_serial = ${$(2)} AND submitted_at IS NULL
          ${sessionCtes === undefined ? '' : 'AND id IN (SELECT id FROM live)'}
       RETURNING id, write_serial::text AS serial),
     written AS (
       INSERT INTO answers (applicant_id, data, updated_at, form_version, revision, revisions)
       SELECT id, ${$(3)}::jsonb, ${$(4)}, ${$(5)}, 1,
         (SELECT COALESCE(jsonb_object_agg(k, 1), '{}'::jsonb) FROM jsonb_object_keys(${$(3)}::jsonb) k)
         FROM applicant
       ON CONFLICT (applicant_id) DO UPDATE SET data = answers.data || EXCLUDED.data,
         updated_at = ${$(4)}, form_version = ${$(5)},
         revision = answers.revision + 1,
         revisions = answers.revisions || (
           SELECT COALESCE(jsonb_object_agg(e.key, answers.revision + 1), '{}'::jsonb)
             FROM jsonb_each(EXCLUDED.data) e WHERE answers.data -> e.key IS DISTINCT FROM e.value)
       RETURNING (SELECT COALESCE(jsonb_object_agg(k, answers.revisions -> k), '{}'::jsonb)
                    FROM jsonb_object_keys(${$(3)}::jsonb) k) AS revisions)
     SELECT (SELECT revisions FROM written) AS written_revisions,
       (SELECT serial FROM applicant) AS written_serial
       ${sessionCtes === undefined ? '' : `, stale.* ${STALE}`}`;
}

// By the session check's text (the realm's, one string), then by the columns set.
const statements = new Map<string | undefined, Map<string, string>>();

function statementFor(session: SessionCheck | undefined, columnNames: string[]): string {
  const ctes = session?.ctes;
  let byColumns = statements.get(ctes);
  if (!byColumns) statements.set(ctes, (byColumns = new Map()));
  const key = columnNames.join(',');
  let text = byColumns.get(key);
  // The session's parameters come first; the statement's own are numbered after them.
  const offset = session?.params.length ?? 0;
  if (!text) byColumns.set(key, (text = statementText(ctes, offset, columnNames)));
  return text;
}

/**
 * A save's write in one statement, taken only if the application is still open and nothing was
 * written to it since the save read `serial`: the applicant's row is updated first (its serial
 * raised, the listeners' columns set), and the answers are written only through it. The row
 * condition is checked again on the newest row when the statement had to wait for a concurrent
 * writer's lock, so a write that committed meanwhile is never overwritten. The answers are
 * merged and their revisions raised as mergeAnswers does. When the application changed since
 * (or was submitted), nothing is written: read again.
 */
export async function writeIfUnchanged(db: Queryable, write: GuardedWrite): Promise<WriteOutcome> {
  const keys = Object.keys(write.changed);
  const columns = applicantColumnsAfter({
    applicantId: write.applicantId,
    keys,
    answers: write.after,
  });
  const { session } = write;
  const { rows } = await db.query<WriteRow>(statementFor(session, Object.keys(columns)), [
    ...(session?.params ?? []),
    write.applicantId,
    write.serial,
    JSON.stringify(write.changed),
    write.now,
    write.formVersion,
    ...Object.values(columns),
  ]);
  const row = rows[0];
  if (!row) return 'no-session';
  const { written_revisions: revisions, written_serial: serial, ...stale } = row;
  if (revisions && serial) return { revisions, serial };
  return stale.write_serial ? { stale: stale as SaveContext } : 'changed';
}
