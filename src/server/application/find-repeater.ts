import { childLists, PAGE_IDS, pages, type FormNode, type RepeaterNode } from '../../engine';

function search(nodes: readonly FormNode[], buttonId: string): RepeaterNode | undefined {
  for (const node of nodes) {
    if (node.kind === 'repeater' && node.buttonId === buttonId) return node;
    for (const children of childLists(node)) {
      const found = search(children, buttonId);
      if (found) return found;
    }
  }
  return undefined;
}

/** The repeater whose Add Another button has this id, on any page of the form definitions. */
export function findRepeater(buttonId: string): RepeaterNode | undefined {
  for (const pageId of PAGE_IDS) {
    const found = search(pages[pageId].nodes, buttonId);
    if (found) return found;
  }
  return undefined;
}
