import { evaluateCondition, type ConditionalNode } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { NodeList } from './NodeList';

/**
 * Content shown while its condition holds. It subscribes to the condition's result, not to the
 * answers: a keystroke re-renders it only when that flips. Clearing the hidden answers is the
 * engine's applyHiding, run once for the whole store (hooks/use-hiding-sync).
 */
export function ConditionalView({ node }: { node: ConditionalNode }) {
  const shown = useAnswersStore((s) => evaluateCondition(node.condition, s.answers));
  return shown ? <NodeList nodes={node.children} /> : null;
}
