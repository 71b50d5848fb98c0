import type { ConditionGroupNode } from '../../../engine';
import { useRenderCount } from '../render-count';
import { NodeList } from './NodeList';

/** Branches of which the engine shows the first whose condition holds (and clears the others). */
export function ConditionGroupView({ node }: { node: ConditionGroupNode }) {
  useRenderCount(`node:${node.id}`);
  return node.branches.map((branch) => <NodeList key={branch.id} nodes={branch.children} />);
}
