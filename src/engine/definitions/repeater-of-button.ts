import type { RepeaterNode } from '../types';
import { perDefinitions } from './active-definitions';
import { allRepeaters } from './entry-places';

const byButton = perDefinitions(() => new Map(allRepeaters().map((node) => [node.buttonId, node])));

/** The repeater whose Add Another button has this id, on any page; undefined when none has. */
export function repeaterOfButton(buttonId: string): RepeaterNode | undefined {
  return byButton().get(buttonId);
}
