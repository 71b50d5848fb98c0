import { ANSWERS_CHANGED_CODE } from '../../contracts/view-state';
import { repeaterEntryKeys, type RepeaterNode } from '../../engine';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import type { AnswerRevisions } from './answers';
import { changedSinceBase } from './changed-since-base';

export const ENTRY_CHANGED_MESSAGE =
  'Answers of this entry were changed on another device, so it was not removed.';

/**
 * Refuses to remove an entry holding answers written since the revisions the page knew of them
 * (`base`, keyed as the page showed the entry, `shownIndex`): the applicant confirmed removing
 * what the page showed, not what another device typed unseen (issue 27). The entry may have
 * moved since (`index`, re-aimed): its keys are compared where it is now, and the refusal names
 * them as the page sent them. Runs under the applicant's row lock.
 */
export async function refuseRemovingChangedEntry(
  tx: Queryable,
  applicantId: string,
  repeater: RepeaterNode,
  entry: { shownIndex: number; index: number },
  base: AnswerRevisions,
): Promise<void> {
  const entries = repeaterEntryKeys(repeater);
  const shown = entries[entry.shownIndex - 1] ?? [];
  const now = entries[entry.index - 1] ?? [];
  const sentAs = new Map<string, string>();
  const moved: AnswerRevisions = {};
  shown.forEach((key, slot) => {
    const revision = base[key];
    const there = now[slot];
    if (revision === undefined || there === undefined) return;
    moved[there] = revision;
    sentAs.set(there, key);
  });
  const changed = await changedSinceBase(tx, applicantId, moved);
  if (changed.length > 0)
    throw new HttpError(409, ENTRY_CHANGED_MESSAGE, {
      code: ANSWERS_CHANGED_CODE,
      keys: changed.map((key) => sentAs.get(key) ?? key),
    });
}
