import { create } from 'zustand';
import type { ErrorMap } from '../../../engine';

interface ValidationState {
  /** Messages per answer key; empty unless the web status is validating. */
  errors: ErrorMap;
  /** Bumped after a failed Submit: the summary takes focus again even if it was shown already. */
  focusRequest: number;
  setErrors(next: ErrorMap): void;
  clear(): void;
  requestSummaryFocus(): void;
}

function sameMessages(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((message, i) => message === b[i]);
}

/**
 * Keeps the previous array of a key when its messages did not change, so a field that
 * subscribes to its own messages re-renders only when they change, not on every validation.
 */
export function mergeErrors(previous: ErrorMap, next: ErrorMap): ErrorMap {
  const merged: ErrorMap = {};
  let changed = Object.keys(previous).length !== Object.keys(next).length;
  for (const [key, messages] of Object.entries(next)) {
    const before = previous[key];
    if (before && sameMessages(before, messages)) merged[key] = before;
    else {
      merged[key] = messages;
      changed = true;
    }
  }
  return changed ? merged : previous;
}

export const useValidationStore = create<ValidationState>((set) => ({
  errors: {},
  focusRequest: 0,
  requestSummaryFocus: () => set((state) => ({ focusRequest: state.focusRequest + 1 })),
  setErrors: (next) => set((state) => ({ errors: mergeErrors(state.errors, next) })),
  clear: () => set((state) => (Object.keys(state.errors).length === 0 ? state : { errors: {} })),
}));

/** The messages of one answer key (undefined when it has none): the per-field subscription. */
export function useFieldErrors(key: string): readonly string[] | undefined {
  return useValidationStore((state) => state.errors[key]);
}
