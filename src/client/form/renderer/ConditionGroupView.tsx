import { evaluateCondition, type ConditionGroupNode } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { NodeList } from './NodeList';

/** Branches of which the first whose condition holds is shown (the engine clears the others). */
export function ConditionGroupView({ node }: { node: ConditionGroupNode }) {
  const winner = useAnswersStore((s) =>
    node.branches.findIndex((b) => evaluateCondition(b.condition, s.answers)),
  );
  const branch = winner >= 0 ? node.branches[winner] : undefined;
  return branch ? <NodeList key={branch.id} nodes={branch.children} /> : null;
}
