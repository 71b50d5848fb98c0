import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { enqueueJob } from '../../jobs/job-queue';

export const SUBMIT_WEBHOOK_JOB = 'submit-webhook';

export interface DeliveryRow {
  id: string;
  applicant_id: string;
  idempotency_key: string;
  url: string;
  status: 'pending' | 'delivered';
  attempts: number;
  last_error: string;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
}

/** The receiver tells repeats apart by this: the application and the time it was submitted. */
export const idempotencyKey = (applicantId: string, submittedAt: Date): string =>
  `${applicantId}-${submittedAt.getTime()}`;

/** Queues the delivery of a submission, inside the submit's transaction: both land or neither. */
export async function queueSubmitWebhook(
  tx: Queryable,
  input: { applicantId: string; submittedAt: Date; url: string },
): Promise<void> {
  const id = randomUUID();
  const { rowCount } = await tx.query(
    `INSERT INTO webhook_deliveries (id, applicant_id, idempotency_key, url, status, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      id,
      input.applicantId,
      idempotencyKey(input.applicantId, input.submittedAt),
      input.url,
      input.submittedAt,
    ],
  );
  if (rowCount > 0) await enqueueJob(tx, SUBMIT_WEBHOOK_JOB, { deliveryId: id }, input.submittedAt);
}

export async function readDelivery(db: Queryable, id: string): Promise<DeliveryRow | undefined> {
  const { rows } = await db.query<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = $1', [
    id,
  ]);
  return rows[0];
}

export async function markDelivered(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, last_error = '',
       last_attempt_at = $2, delivered_at = $2, next_attempt_at = NULL WHERE id = $1`,
    [id, now],
  );
}

/** Records a failed attempt and queues the next one at `retryAt`, in one transaction. */
export async function recordFailure(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  id: string,
  error: string,
  now: Date,
  retryAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, last_error = $2, last_attempt_at = $3,
         next_attempt_at = $4 WHERE id = $1`,
      [id, error.slice(0, 1000), now, retryAt],
    );
    await enqueueJob(tx, SUBMIT_WEBHOOK_JOB, { deliveryId: id }, now, retryAt);
  });
}

export interface FailingDelivery {
  id: string;
  application_id: string;
  username: string;
  attempts: number;
  last_error: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  created_at: string;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** Deliveries not yet accepted after at least one attempt, newest first (the workspace shows them). */
export async function listFailingDeliveries(
  db: Queryable,
  limit: number,
): Promise<FailingDelivery[]> {
  const { rows } = await db.query<DeliveryRow & { username: string }>(
    `SELECT d.*, a.username FROM webhook_deliveries d JOIN applicants a ON a.id = d.applicant_id
      WHERE d.status = 'pending' AND d.attempts > 0
      ORDER BY d.created_at DESC, d.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    application_id: row.applicant_id,
    username: row.username,
    attempts: row.attempts,
    last_error: row.last_error,
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: iso(row.next_attempt_at),
    created_at: iso(row.created_at) ?? '',
  }));
}
