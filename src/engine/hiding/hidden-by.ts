// Which answers a change to an answer can hide and so empty: the page names what it knew of them
// when it saves such a change, so the server can tell answers written since on another device
// from answers the applicant saw go (issue 27).
import { perDefinitions } from '../definitions/active-definitions';
import { childLists, collectKeys, questionKeys } from '../definitions/walk';
import { isAnswerKey } from '../model/answer-keys';
import { PAGE_IDS, type FormNode } from '../types';
import { keysReadBy } from './hiding-inputs';

const DESC = '_desc';

/** The answer keys a node's rule can hide: its own, those under it and those it clears. */
function keysGovernedBy(node: FormNode): string[] {
  const keys = node.kind === 'question' || node.kind === 'confirmSwap' ? questionKeys(node) : [];
  for (const list of childLists(node)) keys.push(...collectKeys(list));
  if (node.kind === 'conditional' || node.kind === 'reveal') keys.push(...(node.clears ?? []));
  if (node.kind === 'conditionGroup')
    for (const branch of node.branches) keys.push(...(branch.clears ?? []));
  // Hiding a coded answer empties its _desc with it.
  for (const key of [...keys]) if (isAnswerKey(`${key}${DESC}`)) keys.push(`${key}${DESC}`);
  return keys;
}

/** Per input key, the keys a change to it can hide directly. */
const governedKeys = perDefinitions((set) => {
  const governed = new Map<string, Set<string>>();
  const walk = (nodes: readonly FormNode[]) => {
    for (const node of nodes) {
      const reads = keysReadBy(node);
      if (reads.length > 0) {
        const keys = keysGovernedBy(node);
        for (const input of reads) {
          let set = governed.get(input);
          if (!set) governed.set(input, (set = new Set()));
          for (const key of keys) if (key !== input) set.add(key);
        }
      }
      for (const list of childLists(node)) walk(list);
    }
  };
  for (const pageId of PAGE_IDS) walk(set.pages[pageId].nodes);
  return governed;
});

/**
 * Every answer key a change to these answers can hide, also through a hidden answer that is
 * itself another condition's input. Generous: it names what any value could hide, and the
 * server looks only at the answers a save really empties.
 */
export function keysHiddenBy(inputs: Iterable<string>): Set<string> {
  const governed = governedKeys();
  const hidden = new Set<string>();
  const queue = [...inputs];
  for (let input = queue.pop(); input !== undefined; input = queue.pop()) {
    for (const key of governed.get(input) ?? []) {
      if (hidden.has(key)) continue;
      hidden.add(key);
      if (governed.has(key)) queue.push(key);
    }
  }
  return hidden;
}
