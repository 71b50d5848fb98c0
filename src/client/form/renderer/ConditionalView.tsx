import type { ConditionalNode } from '../../../engine';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

/**
 * Content shown while its condition holds, as the engine's visibility says. It subscribes to
 * that one fact, not to the answers: a keystroke re-renders it only when it flips. Clearing the
 * hidden answers is the engine's applyHiding, run once for the whole store (hooks/use-hiding-sync).
 */
export function ConditionalView({ node }: { node: ConditionalNode }) {
  const shown = useControl((c) => c.visibility.shownLists.has(node.children));
  return shown ? <NodeList nodes={node.children} /> : null;
}
