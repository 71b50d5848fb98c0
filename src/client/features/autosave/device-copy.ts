import type { GenerationMap } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';
import type { HidingBases } from '../../stores/hiding-bases';

/** The part of the Web Storage interface used here, so tests can pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'admissions.unsent.';

/** A visitor has no account: their answers are kept under a key of their own. */
export const VISITOR_ACCOUNT = '';

function storageKey(account: string): string {
  return account === VISITOR_ACCOUNT ? `${PREFIX}visitor` : `${PREFIX}account:${account}`;
}

/** What unsent answers were typed over (issue 27). */
export interface TypedOver {
  /** Per key, the server revision. */
  base?: Record<string, number>;
  /** Per repeater, the layout generation, so a save after a reload lands on the same entries. */
  generations?: GenerationMap;
  /** Per answer that hides others, what the page knew of those (hidingBases). */
  hiding?: HidingBases;
}

export interface KeptAnswers extends TypedOver {
  answers: Answers;
  base: Record<string, number>;
}

const NOTHING_KEPT: KeptAnswers = { answers: {}, base: {} };

function isRecordOf(value: unknown, item: (v: unknown) => boolean): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(item);
}
const isAnswers = (value: unknown): value is Answers =>
  isRecordOf(value, (v) => typeof v === 'string' || typeof v === 'boolean');
const isCounts = (value: unknown): value is Record<string, number> =>
  isRecordOf(value, (v) => Number.isSafeInteger(v) && (v as number) >= 0);

/**
 * An entry as stored; one written before revisions existed (a bare map) has no base, one
 * written before generations existed has none of those.
 */
function keptOf(value: unknown): KeptAnswers {
  if (isAnswers(value)) return { answers: value, base: {} };
  if (typeof value !== 'object' || value === null) return NOTHING_KEPT;
  const { answers, base = {}, generations, hiding } = value as Record<string, unknown>;
  if (!isAnswers(answers) || !isCounts(base)) return NOTHING_KEPT;
  const kept: KeptAnswers = { answers, base };
  if (isCounts(generations)) kept.generations = generations;
  if (isRecordOf(hiding, isCounts)) kept.hiding = hiding as HidingBases;
  return kept;
}

/**
 * The answers typed on this device and not yet on the server, one entry per account, with the
 * revisions and generations they were typed over. Each account reads only its own entry, so
 * the next person on a shared device never sees them. Storage may be missing or full (private
 * mode, quota): then nothing is kept, and the server save still runs.
 */
export function deviceCopy(storage: KeyValueStorage | undefined) {
  return {
    read(account: string): KeptAnswers {
      try {
        const text = storage?.getItem(storageKey(account));
        return text ? keptOf(JSON.parse(text)) : NOTHING_KEPT;
      } catch {
        return NOTHING_KEPT;
      }
    },
    write(account: string, answers: Answers, typedOver: TypedOver = {}): void {
      const { base = {}, generations, hiding } = typedOver;
      try {
        if (Object.keys(answers).length === 0) storage?.removeItem(storageKey(account));
        else
          storage?.setItem(
            storageKey(account),
            JSON.stringify({ answers, base, generations, hiding }),
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
