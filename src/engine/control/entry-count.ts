// How many entries a repeater shows, and what adding or removing one does to that count (spec
// section 4, "Add-another"). The renderer, the server's add-another and removal routes and the
// control state all count with these; none compares against a repeater's maximum itself.
import { ADD_ANOTHER_DEFAULT, ADD_ANOTHER_MAX } from '../constants';
import type { RepeaterNode } from '../types';

/** The most entries a repeater shows: its own maximum, never more than the spec's 10. */
export function maxEntries(node: RepeaterNode): number {
  return Math.min(node.max, ADD_ANOTHER_MAX);
}

/** Entries shown for a stored count (none stored: the default 1), within 1..maxEntries. */
export function shownEntries(node: RepeaterNode, stored: number | undefined): number {
  return Math.max(1, Math.min(stored ?? ADD_ANOTHER_DEFAULT, maxEntries(node)));
}

/** A count the applicant may store, or 'too-many' above the repeater's maximum. */
export function entryCountProblem(node: RepeaterNode, requested: number): 'too-many' | undefined {
  return requested > maxEntries(node) ? 'too-many' : undefined;
}

/**
 * The entries (1-based, last first) that storing `requested` takes off screen: a smaller count
 * removes the last entries.
 */
export function entriesDropped(
  node: RepeaterNode,
  stored: number | undefined,
  requested: number,
): number[] {
  const dropped: number[] = [];
  for (let entry = shownEntries(node, stored); entry > requested; entry--) dropped.push(entry);
  return dropped;
}

/** The first entry always stays: entries 2..shown may be removed. */
export function removableEntries(shown: number): number[] {
  return Array.from({ length: Math.max(0, shown - 1) }, (_, i) => i + 2);
}

/** The count stored after one entry of the shown ones is removed. */
export function countAfterRemoval(node: RepeaterNode, stored: number | undefined): number {
  return shownEntries(node, stored) - 1;
}
