import type { GenerationMap } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';

/** The part of the Web Storage interface used here, so tests can pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'admissions.unsent.';

/** A visitor has no account: their answers are kept under a key of their own. */
export const VISITOR_ACCOUNT = '';

function storageKey(account: string): string {
  return account === VISITOR_ACCOUNT ? `${PREFIX}visitor` : `${PREFIX}account:${account}`;
}

function isAnswers(value: unknown): value is Answers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean');
}

/**
 * What is kept: the answers, with the repeater generations they were typed in (issue 27); a
 * copy written before generations existed is the bare answer map.
 */
interface Kept {
  answers: Answers;
  generations?: GenerationMap;
}

function parseKept(text: string | null | undefined): Kept {
  const value: unknown = text ? JSON.parse(text) : {};
  if (isAnswers(value)) return { answers: value };
  const { answers, generations } = (value ?? {}) as { answers?: unknown; generations?: unknown };
  if (!isAnswers(answers)) return { answers: {} };
  const valid =
    typeof generations === 'object' &&
    generations !== null &&
    Object.values(generations).every((v) => Number.isInteger(v) && (v as number) >= 0);
  return valid ? { answers, generations: generations as GenerationMap } : { answers };
}

/**
 * The answers typed on this device and not yet on the server, one entry per account. Each
 * account reads only its own entry, so the next person on a shared device never sees them.
 * Storage may be missing or full (private mode, quota): then nothing is kept, and the server
 * save still runs.
 */
export function deviceCopy(storage: KeyValueStorage | undefined) {
  return {
    read(account: string): Kept {
      try {
        return parseKept(storage?.getItem(storageKey(account)));
      } catch {
        return { answers: {} };
      }
    },
    write(account: string, answers: Answers, generations?: GenerationMap): void {
      try {
        if (Object.keys(answers).length === 0) storage?.removeItem(storageKey(account));
        else
          storage?.setItem(
            storageKey(account),
            JSON.stringify(generations ? { answers, generations } : answers),
          );
      } catch {
        // Full or unavailable storage: the answers are still in the form and being sent.
      }
    },
    clear(account: string): void {
      try {
        storage?.removeItem(storageKey(account));
      } catch {
        // Nothing was kept.
      }
    },
  };
}

export type DeviceCopy = ReturnType<typeof deviceCopy>;

/** The browser's localStorage, or nothing where it is refused. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
