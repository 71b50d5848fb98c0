// Re-aiming a save at the entries it was typed into after entries were removed since (issue 27).
import type { Answers } from '../types';
import { entryPlaceOf } from './entry-places';
import { repeaterEntryKeys } from './repeater-entries';

/**
 * Where entry `entry` is after the removals (each the index removed, oldest first): a later
 * entry moves up one place per removal before it; undefined when the entry itself was removed.
 */
export function entryAfterRemovals(entry: number, removals: readonly number[]): number | undefined {
  let at = entry;
  for (const removed of removals) {
    if (at === removed) return undefined;
    if (at > removed) at -= 1;
  }
  return at;
}

export interface ReaimedAnswers<V = Answers[string]> {
  /** The save with each entry key moved to where its entry is now. */
  answers: Record<string, V>;
  /** The keys (as sent) of entries that were removed: they have nowhere to go. */
  removed: string[];
}

/**
 * Moves each key of a repeated entry through the removals its repeater had since the save's
 * base (`removalsOf(buttonId)`, oldest first; undefined or empty: the key stays). Keys outside
 * repeaters stay as they are. Any map keyed by answer key moves alike (a save's base revisions).
 */
export function reaimAnswers<V = Answers[string]>(
  answers: Record<string, V>,
  removalsOf: (buttonId: string) => readonly number[] | undefined,
): ReaimedAnswers<V> {
  const out: Record<string, V> = {};
  const removed: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const place = entryPlaceOf(key);
    const removals = place && removalsOf(place.node.buttonId);
    if (!place || !removals || removals.length === 0) {
      out[key] = value;
      continue;
    }
    const entry = entryAfterRemovals(place.entry, removals);
    const target =
      entry === undefined ? undefined : repeaterEntryKeys(place.node)[entry - 1]?.[place.slot];
    if (target === undefined) removed.push(key);
    else out[target] = value;
  }
  return { answers: out, removed };
}
