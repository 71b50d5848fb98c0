import type { ComponentType } from 'react';
import type { FormNode, NodeKind } from '../../../engine';
import { ConditionalView } from './ConditionalView';
import { ConditionGroupView } from './ConditionGroupView';
import { ConfirmSwapView } from './ConfirmSwapView';
import { ContentView } from './ContentView';
import { QuestionView } from './QuestionView';
import { RepeaterView } from './RepeaterView';
import { RevealView } from './RevealView';
import { SectionView } from './SectionView';
import { TabsView } from './TabsView';

type NodeViews = { [K in NodeKind]: ComponentType<{ node: Extract<FormNode, { kind: K }> }> };

/** One component per node kind of the definition format. */
const nodeViews: NodeViews = {
  section: SectionView,
  question: QuestionView,
  content: ContentView,
  repeater: RepeaterView,
  tabs: TabsView,
  conditional: ConditionalView,
  conditionGroup: ConditionGroupView,
  reveal: RevealView,
  confirmSwap: ConfirmSwapView,
};

function NodeView({ node }: { node: FormNode }) {
  const View = nodeViews[node.kind] as ComponentType<{ node: FormNode }> | undefined;
  if (!View)
    throw new Error(
      `Unknown node kind "${String((node as { kind: unknown }).kind)}" in a form definition.`,
    );
  return <View node={node} />;
}

function nodeKey(node: FormNode, index: number): string {
  return node.kind === 'question' ? `q:${node.key}` : `${node.kind}:${node.id}:${index}`;
}

/** Draws a list of definition nodes; what each draws is decided by its kind alone. */
export function NodeList({ nodes }: { nodes: readonly FormNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <NodeView key={nodeKey(node, index)} node={node} />
      ))}
    </>
  );
}
