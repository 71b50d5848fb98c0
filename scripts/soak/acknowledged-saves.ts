import { answerEnum, answerKeys, answerValueType, isCodedKey } from '../../src/engine';
import type { LoggedInApplicant } from '../lib/applicants';

// Plain text answers (no options, no labels of options), taken from the data model rather than
// named here.
export const KEYS = answerKeys()
  .filter(
    (k) =>
      answerValueType(k) === 'string' && !answerEnum(k) && !isCodedKey(k) && !k.endsWith('_desc'),
  )
  .slice(0, 4);

/** What was sent and what was acknowledged, per applicant and key. */
export interface Tally {
  acknowledged: number;
  /** Saves refused (4xx) and failed (5xx): a healthy run has none; the first reply is kept. */
  refused: number;
  failed: number;
  firstError?: string;
  /** Per applicant and key: the sequence numbers acknowledged, and the highest sent. */
  acked: Map<string, number[]>;
  sent: Map<string, number>;
}

export function newTally(): Tally {
  return { acknowledged: 0, refused: 0, failed: 0, acked: new Map(), sent: new Map() };
}

/**
 * Saves one key after another (`save <n>`) until told to stop. A dropped connection ends the
 * loop (the server died); a refusal or a failure is counted and the loop goes on.
 */
export async function saveUntilStopped(
  base: string,
  who: LoggedInApplicant,
  tally: Tally,
  stop: { now: boolean },
): Promise<void> {
  let seq = tally.sent.get(`${who.username}#max`) ?? 0;
  while (!stop.now) {
    seq += 1;
    const key = KEYS[seq % KEYS.length] as string;
    const slot = `${who.username}|${key}`;
    tally.sent.set(slot, seq);
    tally.sent.set(`${who.username}#max`, seq);
    try {
      const res = await fetch(`${base}/api/answer`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: who.cookie },
        body: JSON.stringify({ [key]: `save ${seq}` }),
      });
      if (res.ok) {
        tally.acknowledged += 1;
        tally.acked.set(slot, [...(tally.acked.get(slot) ?? []), seq]);
      } else {
        if (res.status >= 500) tally.failed += 1;
        else tally.refused += 1;
        tally.firstError ??= `${res.status} ${await res.text()}`;
      }
    } catch (error) {
      if (error instanceof TypeError) return; // the connection died with the server
      throw error;
    }
  }
}

/**
 * How many acknowledged saves the server holds: each stored `save <n>` accounts for every
 * acknowledged save of that key up to n. A value never sent throws.
 */
export async function acknowledgedSavesFound(
  base: string,
  applicants: LoggedInApplicant[],
  tally: Tally,
): Promise<number> {
  let found = 0;
  for (const who of applicants) {
    const res = await fetch(`${base}/api/profile`, { headers: { cookie: who.cookie } });
    if (!res.ok) throw new Error(`profile answered ${res.status}`);
    const answer = ((await res.json()) as { answer: Record<string, unknown> }).answer;
    for (const key of KEYS) {
      const stored = Number(/^save (\d+)$/.exec(String(answer[key] ?? ''))?.[1] ?? 0);
      const slot = `${who.username}|${key}`;
      if (stored > (tally.sent.get(slot) ?? 0)) throw new Error(`${slot} holds a value never sent`);
      found += (tally.acked.get(slot) ?? []).filter((seq) => seq <= stored).length;
    }
  }
  return found;
}
