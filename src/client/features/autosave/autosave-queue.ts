import type { Answers } from '../../../engine/types';
import { createDebouncer } from '../../form/hooks/debounce';
import { acceptedPart, isRetryable, refusedKeys, retryDelay, stopMessage } from './pending-changes';
import type { SaveState } from './save-state';

/** Saves about 1 s after typing pauses, and at least every 4 s while typing goes on. */
export const TYPING_PAUSE_MS = 1_000;
export const MAX_UNSAVED_MS = 4_000;

export interface AutosaveDeps {
  /** The changed keys not yet on the server, with their current values ({} when none). */
  pending(): Answers;
  send(patch: Answers): Promise<unknown>;
  /** After a successful send: the keys still holding the sent values are saved. */
  acknowledge(sent: Answers): void;
  /** Keeps the unsent answers on the device ({} clears them). */
  keep(pending: Answers): void;
  /** Runs the task once the change is on screen; returns a function that cancels it. */
  afterPaint(task: () => void): () => void;
  report(state: SaveState): void;
}

const isEmpty = (answers: Answers) => Object.keys(answers).length === 0;

/**
 * The pending-changes queue: one save request at a time, each sending every changed key with
 * its latest value (changes typed meanwhile merge into the next). A failure that may pass
 * (network, 5xx, 429) is retried with a growing delay; one that will not (401, 409, 400)
 * stops the retries and says why, until the next explicit save.
 */
export function createAutosaveQueue(deps: AutosaveDeps) {
  let chain: Promise<void> = Promise.resolve();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let cancelKeep: (() => void) | undefined;

  /** The device copy as it is now; a write waiting for the next paint is then not needed. */
  function keepNow(): void {
    cancelKeep?.();
    cancelKeep = undefined;
    deps.keep(deps.pending());
  }

  const cancelRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  function failed(error: unknown): void {
    if (!isRetryable(error)) {
      stopped = true;
      deps.report({ kind: 'stopped', message: stopMessage(error) });
      return;
    }
    deps.report({ kind: 'retrying' });
    cancelRetry();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      run(false).catch(() => {});
    }, retryDelay(attempt++));
  }

  /**
   * After a refusal naming some of the sent keys, the other keys are sent on their own, so
   * typing beside an answer the live form no longer takes still reaches the server; the
   * refused keys stay on the device, and the refusal is what the status line says.
   */
  async function sendAccepted(patch: Answers, error: unknown): Promise<void> {
    const rest = acceptedPart(patch, refusedKeys(error));
    // Nothing else to send: every key refused, or none named (another failure).
    if (isEmpty(rest) || Object.keys(rest).length === Object.keys(patch).length) return;
    try {
      await deps.send(rest);
    } catch {
      return;
    }
    deps.acknowledge(rest);
    deps.keep(deps.pending());
  }

  /** One request, or (all) as many as it takes until nothing is pending. */
  async function sendPending(all: boolean): Promise<void> {
    do {
      const patch = deps.pending();
      if (isEmpty(patch)) {
        deps.keep(patch);
        return;
      }
      deps.report({ kind: 'saving' });
      try {
        await deps.send(patch);
      } catch (error) {
        await sendAccepted(patch, error);
        failed(error);
        throw error;
      }
      attempt = 0;
      deps.acknowledge(patch);
      const left = deps.pending();
      deps.keep(left);
      if (isEmpty(left)) deps.report({ kind: 'saved', at: Date.now() });
    } while (all);
  }

  function run(all: boolean): Promise<void> {
    const next = chain.then(() => sendPending(all));
    chain = next.catch(() => {});
    return next;
  }

  const typing = createDebouncer(
    () => {
      if (!stopped && retryTimer === undefined) run(false).catch(() => {});
    },
    TYPING_PAUSE_MS,
    MAX_UNSAVED_MS,
  );

  return {
    /**
     * An answer changed: keep it on the device once it is on screen (the storage write,
     * about 0.2 ms, stays off the key press, and a frame's key presses write once), send it
     * when typing pauses.
     */
    changed(): void {
      cancelKeep ??= deps.afterPaint(keepNow);
      if (!stopped && retryTimer === undefined) typing.call();
    },
    /**
     * Sends everything now (blur, navigation, logout, the Save button) and resolves once the
     * server holds it; rejects with the error of a failed save (retries go on if they may).
     */
    flush(): Promise<void> {
      typing.cancel();
      cancelRetry();
      stopped = false;
      return run(true);
    },
    /** The page may be going away: a device copy waiting for the next paint is written now. */
    keepNow(): void {
      if (cancelKeep) keepNow();
    },
    /** The network is back: a waiting retry goes now. */
    retryNow(): void {
      if (retryTimer === undefined) return;
      cancelRetry();
      run(false).catch(() => {});
    },
    /** Forgets timers and failures (logout, a lost session); nothing more is sent. */
    reset(): void {
      typing.cancel();
      cancelRetry();
      cancelKeep?.();
      cancelKeep = undefined;
      attempt = 0;
      stopped = false;
      deps.report({ kind: 'idle' });
    },
  };
}

export type AutosaveQueue = ReturnType<typeof createAutosaveQueue>;
