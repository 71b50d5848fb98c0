import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * Set by a test (Playwright's addInitScript) to count how often each form node commits.
     * Left undefined in normal use, so counting costs one property check per commit.
     */
    __formRenderCounts?: Record<string, number>;
  }
}

/**
 * Counts the commits of one node under its id, so a test can prove that a keystroke re-renders
 * only the field typed in and the nodes whose conditions read it (per-field subscription).
 * An effect without dependencies runs once per commit, which is the render that reached the DOM.
 */
export function useRenderCount(id: string): void {
  useEffect(() => {
    const counts = window.__formRenderCounts;
    if (counts) counts[id] = (counts[id] ?? 0) + 1;
  });
}
