import type { Answers } from '../../../engine/types';
import { errorMessageOf, ServerError } from '../../api/errors';
import { t } from '../../i18n/translate';

/** First retry 1 s after a failure, doubling to at most 30 s: a server in trouble is not flooded. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** How long to wait before retry number `attempt` (0 for the first retry). */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
}

/**
 * What a failed save means: a dropped connection (status 0), a server error (5xx) or too many
 * requests (429) pass, so the save is tried again; anything else (a lost session, a submitted
 * application, refused input) will fail the same way again, so retrying stops.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ServerError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * The keys a refusal of answers (400 BAD_ANSWERS) named: answers the live form no longer takes,
 * such as an option withdrawn by a version published while the page was open. None for any
 * other failure.
 */
export function refusedKeys(error: unknown): string[] {
  if (!(error instanceof ServerError) || error.status !== 400 || error.code !== 'BAD_ANSWERS')
    return [];
  return Object.keys(error.errors ?? {});
}

/** The patch without the refused keys: what the server will take of it. */
export function acceptedPart(patch: Answers, refused: readonly string[]): Answers {
  const rest = { ...patch };
  for (const key of refused) delete rest[key];
  return rest;
}

/** The changed keys with their current values: what the next save sends. */
export function pendingPatch(answers: Answers, changedKeys: Iterable<string>): Answers {
  const patch: Answers = {};
  for (const key of changedKeys) patch[key] = answers[key] ?? '';
  return patch;
}

/** The sent keys whose value has not changed since: these are saved; the rest stay pending. */
export function acknowledgedKeys(sent: Answers, now: Answers): string[] {
  return Object.keys(sent).filter((key) => now[key] === sent[key]);
}

/**
 * The answers to show after a reload: the server's, with the keys changed on this device and
 * not yet sent laid over them. Only those keys: every other key keeps the server's (newer)
 * value, whatever this device last saw.
 */
export function restoreKept(server: Answers, kept: Answers, isKnownKey: (key: string) => boolean) {
  const restored: Answers = {};
  for (const [key, value] of Object.entries(kept)) {
    if (isKnownKey(key) && value !== server[key]) restored[key] = value;
  }
  return restored;
}

/** Why retrying stopped, in words for the status line (in the language read). */
export function stopMessage(error: unknown): string {
  if (error instanceof ServerError && error.status === 401) return t('save.sessionEnded');
  return t('save.stopped', { message: errorMessageOf(error) });
}
