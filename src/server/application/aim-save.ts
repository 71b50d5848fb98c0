import { ENTRY_REMOVED_CODE, type GenerationMap } from '../../contracts/repeater-layout';
import { entryPlaceOf, reaimAnswers } from '../../engine';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import type { AnswerRevisions, StoredAnswers } from './answers';
import { readRemovalsSince } from './repeater-removals';

export const ENTRY_REMOVED_MESSAGE =
  'This entry was removed on another device, so the change was not saved.';

/**
 * The entries a repeater removed since generation `base` (oldest first), `now` being its
 * current generation; a base ahead of it is no page this server ever showed: 400.
 */
export async function removalsSinceBase(
  tx: Queryable,
  applicantId: string,
  button: string,
  base: number,
  now: number,
): Promise<number[]> {
  if (base > now)
    throw new HttpError(400, `The generation of "${button}" is ahead of the stored one.`, {
      code: 'BAD_GENERATION',
    });
  return base === now ? [] : readRemovalsSince(tx, applicantId, button, base);
}

export interface AimedSave {
  answers: StoredAnswers;
  /** The save's base revisions, moved with their keys. */
  base: AnswerRevisions | undefined;
  /** The current generation of each repeater whose entries the save writes to. */
  generations: GenerationMap;
}

/**
 * Aims a save's entry keys at the entries they were typed into (issue 27). For each repeater
 * named in `bases` (button id to the generation the client's page showed), the keys move
 * through the removals since: a later entry moves up, and a key of a removed entry refuses
 * the whole save with 409 ENTRY_REMOVED (nothing half-applied; the client refetches). A
 * repeater not named is written as sent, as before. The base revisions move with their keys, so
 * a moved entry is judged against the revision of where it is now. Runs under the applicant's
 * row lock; `current` is each repeater's generation read under it.
 */
export async function aimSave(
  tx: Queryable,
  applicantId: string,
  answers: StoredAnswers,
  base: AnswerRevisions | undefined,
  bases: GenerationMap,
  current: Readonly<Record<string, number>>,
): Promise<AimedSave> {
  const touched = new Set<string>();
  for (const key of Object.keys(answers)) {
    const place = entryPlaceOf(key);
    if (place) touched.add(place.node.buttonId);
  }
  if (touched.size === 0) return { answers, base, generations: {} };
  const generations: GenerationMap = {};
  const removals = new Map<string, number[]>();
  for (const button of touched) {
    const now = current[button] ?? 0;
    generations[button] = now;
    const base = bases[button];
    if (base !== undefined)
      removals.set(button, await removalsSinceBase(tx, applicantId, button, base, now));
  }
  const removalsOf = (button: string) => removals.get(button);
  const aimed = reaimAnswers(answers, removalsOf);
  if (aimed.removed.length > 0)
    throw new HttpError(409, ENTRY_REMOVED_MESSAGE, {
      code: ENTRY_REMOVED_CODE,
      keys: aimed.removed,
      generations,
    });
  return {
    answers: aimed.answers,
    base: base && reaimAnswers(base, removalsOf).answers,
    generations,
  };
}
