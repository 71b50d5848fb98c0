import type { ConditionGroupNode } from '../../../engine';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

/** Branches of which the engine shows the first whose condition holds (and clears the others). */
export function ConditionGroupView({ node }: { node: ConditionGroupNode }) {
  const branch = useControl((c) =>
    node.branches.find((b) => c.visibility.shownLists.has(b.children)),
  );
  return branch ? <NodeList key={branch.id} nodes={branch.children} /> : null;
}
