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

/** Runs inside the write's transaction: what it writes lands with the answers or not at all. */
export type AnswersWrittenListener = (tx: Queryable, event: AnswersWritten) => Promise<void>;

// Held by the process, not an app: answers are written by routes, jobs and test seeds through
// one function that no app is handed to. A listener must therefore hold nothing of an app.
const listeners = new Set<AnswersWrittenListener>();

/** Subscribes once, however often it is called (each app built in a process calls it). */
export function onAnswersWritten(listener: AnswersWrittenListener): void {
  listeners.add(listener);
}

export async function announceAnswersWritten(tx: Queryable, event: AnswersWritten): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
