import { findNode, PAGE_IDS, pages, type RepeaterNode } from '../../engine';
import { HttpError } from '../http-error';

/** The repeater whose Add Another button has this id, on any page of the form definitions. */
function findRepeater(buttonId: string): RepeaterNode | undefined {
  return findNode(
    PAGE_IDS.flatMap((pageId) => pages[pageId].nodes),
    (node): node is RepeaterNode => node.kind === 'repeater' && node.buttonId === buttonId,
  );
}

/** The repeater of this button, or 400 UNKNOWN_ID for a button no page has. */
export function requireRepeater(buttonId: string): RepeaterNode {
  const repeater = findRepeater(buttonId);
  if (!repeater)
    throw new HttpError(400, `There is no Add Another button "${buttonId}".`, {
      code: 'UNKNOWN_ID',
    });
  return repeater;
}
