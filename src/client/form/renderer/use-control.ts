import { createContext, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Audience, ControlState, FormNode } from '../../../engine';
import { useFormEnvironment } from '../form-context';
import { createControlSource, type ControlSource } from './control-source';

/** The control state of the tree being drawn, set by its outermost NodeList. */
export const ControlContext = createContext<ControlSource | null>(null);

/** Who reads the page: the engine decides from this what they see and may do. */
function useAudience(): Audience {
  const { loggedIn } = useFormEnvironment();
  return loggedIn ? 'applicant' : 'visitor';
}

/**
 * A new source when no NodeList above provides one (a page, a printed page, a test's tree):
 * its nodes are the tree's root.
 */
export function useControlRoot(nodes: readonly FormNode[]): ControlSource | null {
  const parent = useContext(ControlContext);
  const audience = useAudience();
  return useMemo(
    () => (parent ? null : createControlSource(nodes, audience)),
    [parent, nodes, audience],
  );
}

/**
 * One fact from the engine's control state (mapStateToControlProps); the component re-renders
 * only when it changes. `equal` keeps a picked object while its facts stay the same. The state
 * moves with the visibility walk: a fact that follows one answer alone is read with that answer.
 */
export function useControl<T>(
  pick: (control: ControlState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const source = useContext(ControlContext);
  if (!source) throw new Error('A form node was drawn outside a NodeList.');
  const last = useRef<{ value: T }>(undefined);
  const read = () => {
    const next = pick(source.get());
    if (last.current && equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(source.subscribe, read, read);
}

/** Whether the engine puts this node on screen (mapStateToControlProps' visible). */
export function useNodeShown(node: FormNode): boolean {
  return useControl((control) => control.shown(node));
}
