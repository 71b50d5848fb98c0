import type { ComponentType } from 'react';
import type { FormNode, NodeKind } from '../../../engine';
import { ConditionalView } from './ConditionalView';
import { ConditionGroupView } from './ConditionGroupView';
import { ContentView } from './ContentView';
import { onDemand } from '../../components/on-demand';
import { QuestionView } from './QuestionView';
import { RepeaterView } from './RepeaterView';
import { RevealView } from './RevealView';
import { SectionView } from './SectionView';
import { ControlContext, useControlRoot, useNodeShown } from './use-control';

type NodeViews = { [K in NodeKind]: ComponentType<{ node: Extract<FormNode, { kind: K }> }> };

/**
 * One component per node kind of the definition format. Kinds few pages use load on demand,
 * for the pages that have them (preload-views.ts).
 */
export const nodeViews: NodeViews = {
  section: SectionView,
  question: QuestionView,
  content: ContentView,
  repeater: RepeaterView,
  tabs: onDemand(() => import('./TabsView').then((module) => module.TabsView)),
  conditional: ConditionalView,
  conditionGroup: ConditionGroupView,
  reveal: RevealView,
  confirmSwap: onDemand(() => import('./ConfirmSwapView').then((module) => module.ConfirmSwapView)),
};

/** A node the engine shows, drawn by its kind's view; nothing when the engine hides it. */
function NodeView({ node }: { node: FormNode }) {
  const shown = useNodeShown(node);
  const View = nodeViews[node.kind] as ComponentType<{ node: FormNode }> | undefined;
  if (!View)
    throw new Error(
      `Unknown node kind "${String((node as { kind: unknown }).kind)}" in a form definition.`,
    );
  return shown ? <View node={node} /> : null;
}

function nodeKey(node: FormNode, index: number): string {
  return node.kind === 'question' ? `q:${node.key}` : `${node.kind}:${node.id}:${index}`;
}

/**
 * Draws a list of definition nodes; what each draws is decided by its kind alone, whether it
 * is drawn by the engine's visibility. The outermost list computes that for its tree.
 */
export function NodeList({ nodes }: { nodes: readonly FormNode[] }) {
  const root = useControlRoot(nodes);
  const views = nodes.map((node, index) => <NodeView key={nodeKey(node, index)} node={node} />);
  return root ? <ControlContext.Provider value={root}>{views}</ControlContext.Provider> : views;
}
