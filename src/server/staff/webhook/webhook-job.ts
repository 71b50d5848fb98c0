import { createHmac } from 'node:crypto';
import { readApplicationView } from '../../application/application-view';
import type { SubmitWebhookConfig } from '../../config';
import type { Database } from '../../db/database';
import type { JobHandler } from '../../jobs/worker';
import { markDelivered, readDelivery, recordFailure } from './deliveries';

/** The first retry waits this long, each next one twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60_000;

export const retryDelay = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** `sha256=` and the hex HMAC-SHA256 of the exact bytes sent. */
export const signature = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export const NOT_CONFIGURED = 'SUBMIT_WEBHOOK_SECRET is not set on the server that sent it.';

/**
 * Delivers one submission (migration 091's row): POSTs it signed, and on anything but a 2xx
 * records the error and queues the next attempt with exponential backoff. A failed attempt
 * ends the job normally: the retry is a new job, so attempts are unlimited (at least once)
 * and the queue's own few retries stay for a process that died mid-attempt.
 */
export function submitWebhookJob(deps: {
  db: Database;
  config: SubmitWebhookConfig | undefined;
  now: () => Date;
}): JobHandler {
  const { db } = deps;
  const attempt = async (deliveryId: string): Promise<void> => {
    const delivery = await readDelivery(db, deliveryId);
    if (!delivery || delivery.status === 'delivered') return;
    const error = await send(delivery.applicant_id, delivery.url, delivery.idempotency_key);
    const now = deps.now();
    if (error === undefined) return markDelivered(db, deliveryId, now);
    const retryAt = new Date(now.getTime() + retryDelay(delivery.attempts + 1));
    await recordFailure(db, deliveryId, error, now, retryAt);
  };

  /** Undefined when the receiver took it; otherwise what went wrong, for staff to read. */
  const send = async (
    applicantId: string,
    url: string,
    key: string,
  ): Promise<string | undefined> => {
    if (!deps.config) return NOT_CONFIGURED;
    const view = await readApplicationView(db, applicantId);
    if (!view) return 'The application no longer exists.';
    const body = JSON.stringify({
      event: 'application.submitted',
      id: applicantId,
      reference: view.reference,
      username: view.username,
      submitted_at: view.submitted_at,
      answer: view.answer,
      document_answer: view.document_answer,
      // Which questions its keys and codes answer (issue 29), and in which language (issue 32).
      definitions_version: view.definitions_version,
      language: view.language,
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signature(deps.config.secret, body),
          'idempotency-key': key,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(deps.config.timeoutMs),
      });
      await response.body?.cancel();
      return response.ok ? undefined : `HTTP ${response.status} ${response.statusText}`.trim();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        return `No answer within ${deps.config.timeoutMs / 1000} s.`;
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return cause instanceof Error ? cause.message : String(cause);
    }
  };

  return {
    run: (payload) => attempt(String(payload.deliveryId)),
    // The queue gave up on a job that kept dying mid-attempt: count it and try again later.
    async giveUp(payload, error) {
      const id = String(payload.deliveryId);
      const delivery = await readDelivery(db, id);
      if (!delivery || delivery.status === 'delivered') return;
      const now = deps.now();
      const message = error instanceof Error ? error.message : String(error);
      await recordFailure(
        db,
        id,
        message,
        now,
        new Date(now.getTime() + retryDelay(delivery.attempts + 1)),
      );
    },
  };
}
