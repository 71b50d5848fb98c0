import { createVisibilitySelector, type FormNode, type Visibility } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { useViewStore, viewStateOf } from '../stores/view-store';

/** The engine's visibility for one drawn tree, as an external store React can subscribe to. */
export interface VisibilitySource {
  subscribe(listener: () => void): () => void;
  get(): Visibility;
}

/**
 * Visibility of these nodes for the answers and view state in the stores, computed once per
 * change that can alter it (createVisibilitySelector skips keystrokes into answers no
 * condition reads). Listeners hear only of a new result; one store subscription serves them all.
 * tabsApply: a visitor sees the default tabs whatever is stored.
 */
export function createVisibilitySource(
  nodes: readonly FormNode[],
  tabsApply: boolean,
): VisibilitySource {
  const select = createVisibilitySelector([nodes]);
  const get = () => select(useAnswersStore.getState().answers, viewStateOf(tabsApply));
  const listeners = new Set<() => void>();
  let current: Visibility | undefined;
  let stop: (() => void) | undefined;
  const update = () => {
    const next = get();
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get,
    subscribe(listener) {
      if (!stop) {
        current = get();
        const offAnswers = useAnswersStore.subscribe(update);
        const offView = useViewStore.subscribe(update);
        stop = () => {
          offAnswers();
          offView();
        };
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = undefined;
      };
    },
  };
}
