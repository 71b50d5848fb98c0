// The staff preview's "show every conditional section" (issue 18): the same nodes with every
// condition open, so staff read all a page can ask without finding answers that open each part.
// Button reveals, tabs, repeaters and confirm boxes are left as they are: the preview's own
// controls open them, as an applicant's would.
import type { ConditionalNode, FormNode } from '../types';

function opened(id: string, children: readonly FormNode[], clears?: string[]): ConditionalNode {
  return {
    kind: 'conditional',
    id,
    condition: true,
    ...(clears ? { clears } : {}),
    children: showEveryCondition(children),
  };
}

/** The nodes with every condition, branch and checkbox-triggered side shown. */
export function showEveryCondition(nodes: readonly FormNode[]): FormNode[] {
  return nodes.flatMap((node): FormNode[] => {
    switch (node.kind) {
      case 'conditional':
        return [opened(node.id, node.children, node.clears)];
      case 'conditionGroup':
        return node.branches.map((branch) => opened(branch.id, branch.children, branch.clears));
      case 'reveal':
        if ('checkbox' in node.trigger)
          return [opened(node.id, [...node.children, ...(node.replaces ?? [])], node.clears)];
        return [
          {
            ...node,
            children: showEveryCondition(node.children),
            replaces: showEveryCondition(node.replaces ?? []),
          },
        ];
      case 'question': {
        if (!node.condition) return [node];
        const { condition: _shown, ...always } = node;
        return [always];
      }
      case 'section':
        return [{ ...node, children: showEveryCondition(node.children) }];
      case 'repeater':
        return [{ ...node, template: showEveryCondition(node.template) }];
      case 'tabs':
        return [
          {
            ...node,
            tabs: node.tabs.map((tab) => ({ ...tab, children: showEveryCondition(tab.children) })),
          },
        ];
      case 'confirmSwap':
        return [
          {
            ...node,
            before: showEveryCondition(node.before),
            after: showEveryCondition(node.after),
          },
        ];
      case 'content':
        return [node];
    }
  });
}
