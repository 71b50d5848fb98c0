// Which repeated entry an answer key belongs to, over every page: what a save's keys are
// re-aimed through when entries have moved since the client last saw them (issue 27).
import { PAGE_IDS, type FormNode, type RepeaterNode } from '../types';
import { pages } from './pages';
import { perDefinitions } from './active-definitions';
import { repeaterEntryKeys } from './repeater-entries';
import { childLists } from './walk';

/** A key's place: entry `entry` (1-based) of the repeater, its `slot`-th entry key. */
export interface EntryPlace {
  node: RepeaterNode;
  entry: number;
  slot: number;
}

function collectRepeaters(nodes: readonly FormNode[], out: RepeaterNode[]): RepeaterNode[] {
  for (const node of nodes) {
    if (node.kind === 'repeater') out.push(node);
    else for (const list of childLists(node)) collectRepeaters(list, out);
  }
  return out;
}

/** Every repeater of the form definitions, in page order. */
export function allRepeaters(): RepeaterNode[] {
  return collectRepeaters(
    PAGE_IDS.flatMap((pageId) => pages[pageId].nodes),
    [],
  );
}

const places = perDefinitions(() => {
  const byKey = new Map<string, EntryPlace>();
  for (const node of allRepeaters())
    repeaterEntryKeys(node).forEach((keys, index) =>
      keys.forEach((entryKey, slot) => byKey.set(entryKey, { node, entry: index + 1, slot })),
    );
  return byKey;
});

/** The repeated entry that holds the key, or undefined for a key outside every repeater. */
export function entryPlaceOf(key: string): EntryPlace | undefined {
  return places().get(key);
}
