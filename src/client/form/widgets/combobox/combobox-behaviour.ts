import { useSyncExternalStore } from 'react';
import { loadOnce } from '../../../app/load-once';
import type { DownshiftCombobox } from './DownshiftCombobox';

let behaviour: typeof DownshiftCombobox | null = null;
const listeners = new Set<() => void>();
const loadDownshift = loadOnce(() => import('./DownshiftCombobox'));

/**
 * Loads Downshift and the combobox built on it, once. A page's first load does not carry them:
 * a combobox is a plain input (PlainCombobox) until it is first focused, pointed at or typed
 * into. If the chunk cannot be fetched the input stays plain, and the next of those tries again.
 */
export function loadComboboxBehaviour(): Promise<void> {
  return loadDownshift().then(
    (module) => {
      if (behaviour) return;
      behaviour = module.DownshiftCombobox;
      for (const listener of listeners) listener();
    },
    () => {},
  );
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
