import type { RepeaterNode } from '../types';
import { allRepeaters } from './entry-places';

let byButton: Map<string, RepeaterNode> | undefined;

/** The repeater whose Add Another button has this id, on any page; undefined when none has. */
export function repeaterOfButton(buttonId: string): RepeaterNode | undefined {
  byButton ??= new Map(allRepeaters().map((node) => [node.buttonId, node]));
  return byButton.get(buttonId);
}
