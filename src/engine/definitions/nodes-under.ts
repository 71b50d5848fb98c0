import type { FormNode } from '../types';
import { childLists } from './walk';

/**
 * Every node of a definition tree, the given ones first, in page order: each branch, tab and
 * side, each repeater entry. What lies outside the engine reads this flat list and never walks
 * the tree itself.
 */
export function nodesUnder(nodes: readonly FormNode[]): FormNode[] {
  return nodes.flatMap((node) => [node, ...childLists(node).flatMap(nodesUnder)]);
}
