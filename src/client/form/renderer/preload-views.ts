import { nodesUnder, type FormNode } from '../../../engine';
import { preloadOf } from '../../components/on-demand';
import { getWidget } from '../widgets/registry';
import { nodeViews } from './NodeList';

/**
 * Fetches the code of every view and widget the nodes use that loads on demand, so that the
 * page draws them at once, hydration included. Resolves when all have arrived.
 */
export async function preloadViews(nodes: readonly FormNode[]): Promise<void> {
  const loads = new Set<() => Promise<void>>();
  for (const node of nodesUnder(nodes)) {
    const views = [
      nodeViews[node.kind],
      node.kind === 'question' && getWidget(node.widget, node.key),
    ];
    for (const view of views) {
      const preload = view ? preloadOf(view) : undefined;
      if (preload) loads.add(preload);
    }
  }
  await Promise.all([...loads].map((preload) => preload()));
}
