import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and in the prerender itself), true after
 * and on any client render: what depends on the moment of the visit (the clock) waits for it,
 * so hydration sees what the build rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
