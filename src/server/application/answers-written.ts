import type { Queryable } from '../db/database';

/**
 * An applicant's answers were written: whose, which keys the write gave, and every answer as
 * stored after it (so a listener need not read them again).
 */
export interface AnswersWritten {
  applicantId: string;
  keys: readonly string[];
  answers: Readonly<Record<string, string | boolean>>;
}

/** Columns of the applicant's row and their values; names come from code, never a request. */
export type ApplicantColumns = Record<string, string>;

/**
 * What a write means for the applicant's row (the staff list keeps its copy of names and entry
 * term so): the columns to set, or undefined when the write leaves them as they are. Pure, so a
 * save can put the columns in the very statement that writes its answers.
 */
export type AnswersWrittenListener = (event: AnswersWritten) => ApplicantColumns | undefined;

// Held by the process, not an app: answers are written by routes, jobs and test seeds through
// one function that no app is handed to. A listener must therefore hold nothing of an app.
const listeners = new Set<AnswersWrittenListener>();

/** Subscribes once, however often it is called (each app built in a process calls it). */
export function onAnswersWritten(listener: AnswersWrittenListener): void {
  listeners.add(listener);
}

/** Every listener's columns for this write, merged (empty when none has any). */
export function applicantColumnsAfter(event: AnswersWritten): ApplicantColumns {
  const columns: ApplicantColumns = {};
  for (const listener of listeners) Object.assign(columns, listener(event));
  return columns;
}

/** Sets the applicant row's columns, in the caller's transaction. */
export async function writeApplicantColumns(
  tx: Queryable,
  applicantId: string,
  columns: ApplicantColumns,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  await tx.query(
    `UPDATE applicants SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [applicantId, ...Object.values(columns)],
  );
}

/** Runs inside the write's transaction: the columns land with the answers or not at all. */
export async function announceAnswersWritten(tx: Queryable, event: AnswersWritten): Promise<void> {
  await writeApplicantColumns(tx, event.applicantId, applicantColumnsAfter(event));
}
