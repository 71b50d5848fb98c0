import { findNode, PAGE_IDS, pages, type RepeaterNode } from '../../engine';

/** The repeater whose Add Another button has this id, on any page of the form definitions. */
export function findRepeater(buttonId: string): RepeaterNode | undefined {
  return findNode(
    PAGE_IDS.flatMap((pageId) => pages[pageId].nodes),
    (node): node is RepeaterNode => node.kind === 'repeater' && node.buttonId === buttonId,
  );
}
