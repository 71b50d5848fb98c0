import { useSyncExternalStore } from 'react';
import type { DownshiftCombobox } from './DownshiftCombobox';

let behaviour: typeof DownshiftCombobox | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads Downshift and the combobox built on it, once. A page's first load does not carry them:
 * a combobox is a plain input (PlainCombobox) until it is first focused, pointed at or typed
 * into. If the chunk cannot be fetched the input stays plain, and the next of those tries again.
 */
export function loadComboboxBehaviour(): Promise<void> {
  loading ??= import('./DownshiftCombobox').then(
    (module) => {
      behaviour = module.DownshiftCombobox;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Downshift combobox once loaded, else null (and while hydrating: the build drew none). */
export function useComboboxBehaviour(): typeof DownshiftCombobox | null {
  return useSyncExternalStore(
    subscribe,
    () => behaviour,
    () => null,
  );
}
