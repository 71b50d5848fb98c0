import type { Queryable } from '../db/database';

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Adds a job; called inside the transaction that creates the work, so both land or neither.
 * `runAfter` puts it off (a retry's backoff).
 */
export async function enqueueJob(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  now: Date,
  runAfter: Date = now,
): Promise<void> {
  await tx.query(
    'INSERT INTO jobs (kind, payload, run_after, created_at) VALUES ($1, $2::jsonb, $3, $4)',
    [kind, JSON.stringify(payload), runAfter, now],
  );
}

/**
 * Takes the oldest ready job and leases it, counting the attempt in the same statement: a job
 * whose run hangs or kills its process has still used an attempt, so it cannot come back after
 * every restart. FOR UPDATE SKIP LOCKED lets any number of workers (in-process or
 * `npm run worker`, on one PostgreSQL) ask at once: each row goes to one of them. The lease is
 * a time, not a held lock, so no transaction stays open while a job runs; a worker that dies
 * simply lets the lease run out and another worker takes the job again.
 */
export async function takeJob(
  db: Queryable,
  kinds: readonly string[],
  now: Date,
  leaseMs: number,
): Promise<Job | undefined> {
  const { rows } = await db.query<Job>(
    `UPDATE jobs SET locked_until = $3, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
         WHERE kind = ANY($1::text[]) AND run_after <= $2 AND (locked_until IS NULL OR locked_until <= $2)
         ORDER BY run_after, id LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, kind, payload, attempts`,
    [kinds, now, new Date(now.getTime() + leaseMs)],
  );
  return rows[0];
}

export async function finishJob(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM jobs WHERE id = $1', [id]);
}

/** Puts a failed job back for a later attempt, releasing its lease. */
export async function retryJob(db: Queryable, id: string, runAfter: Date): Promise<void> {
  await db.query('UPDATE jobs SET locked_until = NULL, run_after = $2 WHERE id = $1', [
    id,
    runAfter,
  ]);
}
