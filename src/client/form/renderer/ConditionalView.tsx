import type { ConditionalNode } from '../../../engine';
import { useRenderCount } from '../render-count';
import { NodeList } from './NodeList';

/**
 * Content shown while its condition holds: each child is drawn while the engine's visibility
 * shows it, and re-renders only when that flips. Clearing the hidden answers is the engine's
 * applyHiding, run once for the whole store (hooks/use-hiding-sync).
 */
export function ConditionalView({ node }: { node: ConditionalNode }) {
  useRenderCount(`node:${node.id}`);
  return <NodeList nodes={node.children} />;
}
