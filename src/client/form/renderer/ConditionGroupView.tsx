import type { ConditionGroupNode } from '../../../engine';
import { NodeList } from './NodeList';
import { useVisibility } from './use-visibility';

/** Branches of which the engine shows the first whose condition holds (and clears the others). */
export function ConditionGroupView({ node }: { node: ConditionGroupNode }) {
  const branch = useVisibility((v) => node.branches.find((b) => v.shownLists.has(b.children)));
  return branch ? <NodeList key={branch.id} nodes={branch.children} /> : null;
}
