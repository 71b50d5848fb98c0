import {
  controlsOf,
  createVisibilitySelector,
  type Audience,
  type ControlState,
  type FormNode,
  type Visibility,
} from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { useViewStore, viewStateFor } from '../stores/view-store';

/** The engine's control state for one drawn tree, as an external store React can subscribe to. */
export interface ControlSource {
  subscribe(listener: () => void): () => void;
  get(): ControlState;
}

/**
 * The control state of these nodes for this reader, from the answers and view state in the
 * stores. Its visibility walk is computed once per change that can alter it
 * (createVisibilitySelector skips keystrokes into answers no condition reads); listeners hear
 * only of a new walk, which is all that moves what the views draw from it (what is shown, the
 * entries, the tabs). One store subscription serves them all.
 */
export function createControlSource(nodes: readonly FormNode[], audience: Audience): ControlSource {
  const select = createVisibilitySelector([nodes]);
  let last: { visibility: Visibility; control: ControlState } | undefined;
  const get = () => {
    const { answers } = useAnswersStore.getState();
    const view = viewStateFor(audience);
    const visibility = select(answers, view);
    if (last?.visibility !== visibility)
      last = { visibility, control: controlsOf(visibility, { answers, view, audience }) };
    return last.control;
  };
  const listeners = new Set<() => void>();
  let current: ControlState | undefined;
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
