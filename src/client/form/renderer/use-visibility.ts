import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { FormNode, Visibility } from '../../../engine';
import { useFormEnvironment } from '../form-context';
import { createVisibilitySource, type VisibilitySource } from './visibility-source';

/** The visibility of the tree being drawn, set by its outermost NodeList. */
export const VisibilityContext = createContext<VisibilitySource | null>(null);

/**
 * A new source when no NodeList above provides one (a page, a printed page, a test's tree):
 * its nodes are the tree's root. Tabs apply as TabsView draws them: for a logged-in applicant
 * and in print; a visitor sees the defaults.
 */
export function useVisibilityRoot(nodes: readonly FormNode[]): VisibilitySource | null {
  const parent = useContext(VisibilityContext);
  const { loggedIn, mode } = useFormEnvironment();
  const tabsApply = loggedIn || mode === 'print';
  return useMemo(
    () => (parent ? null : createVisibilitySource(nodes, tabsApply)),
    [parent, nodes, tabsApply],
  );
}

/** One fact from the engine's visibility; the component re-renders only when it changes. */
export function useVisibility<T>(pick: (visibility: Visibility) => T): T {
  const source = useContext(VisibilityContext);
  if (!source) throw new Error('A form node was drawn outside a NodeList.');
  const read = () => pick(source.get());
  return useSyncExternalStore(source.subscribe, read, read);
}

/** Whether the engine puts this node on screen (mapStateToControlProps' visible). */
export function useNodeShown(node: FormNode): boolean {
  return useVisibility((visibility) => visibility.shownNodes.has(node));
}
