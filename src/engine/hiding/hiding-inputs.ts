// The answers that decide what hiding shows and clears. A change to any other answer cannot
// show, hide or clear anything, so the client can skip the whole-application pass on most
// keystrokes (a name, an address line) and reuse the visibility it has.
import { conditionVars } from '../conditions/condition-vars';
import { perDefinitions } from '../definitions/active-definitions';
import { childLists } from '../definitions/walk';
import { PAGE_IDS, type FormNode } from '../types';

/**
 * The answer keys this node's own rule reads (a condition, a checkbox reveal, a confirm swap, a
 * dependent select's controlling answer); not those of the nodes under it.
 */
export function keysReadBy(node: FormNode): string[] {
  switch (node.kind) {
    case 'conditional':
      return conditionVars(node.condition);
    case 'conditionGroup':
      return node.branches.flatMap((branch) => conditionVars(branch.condition));
    case 'question': {
      const keys = node.condition ? conditionVars(node.condition) : [];
      // A conditional select is shown and kept only while its controlling answer has options.
      if (node.widget === 'conditionalSelect' && node.controlledBy) keys.push(node.controlledBy);
      return keys;
    }
    case 'reveal':
      return 'checkbox' in node.trigger ? [node.trigger.checkbox] : [];
    case 'confirmSwap':
      return [node.key];
    default:
      return [];
  }
}

function collect(nodes: readonly FormNode[], keys: Set<string>): void {
  for (const node of nodes) {
    for (const key of keysReadBy(node)) keys.add(key);
    for (const list of childLists(node)) collect(list, keys);
  }
}

/**
 * Every answer key a condition, a checkbox reveal, a confirm swap or a dependent select under
 * these nodes reads: the only answers computeVisibility's result depends on.
 */
export function visibilityInputKeys(nodeLists: readonly (readonly FormNode[])[]): Set<string> {
  const keys = new Set<string>();
  for (const nodes of nodeLists) collect(nodes, keys);
  return keys;
}

/** The input keys of the whole application. */
export const hidingInputKeys: () => ReadonlySet<string> = perDefinitions((set) =>
  visibilityInputKeys(PAGE_IDS.map((pageId) => set.pages[pageId].nodes)),
);
