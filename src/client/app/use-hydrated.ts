import { startTransition, useEffect, useState } from 'react';

/** True once a prerendered page has been hydrated, or from the start of a client render. */
let hydrationOver = false;

/** main.tsx draws the page afresh (no prerendered HTML to hydrate): nothing waits for it. */
export function renderingWithoutHydration(): void {
  hydrationOver = true;
}

/**
 * False while React hydrates the prerendered HTML (and in the prerender itself), true after
 * and on any client render: what depends on the moment of the visit (the clock) waits for it,
 * so hydration sees what the build rendered. The switch after hydration is a transition: as an
 * external store's change (useSyncExternalStore) it re-rendered the whole page in one
 * synchronous task, the longest of a visitor page's load after its first layout (issue 34).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => hydrationOver);
  useEffect(() => {
    if (hydrated) return;
    hydrationOver = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
