import { useEffect } from 'react';

/**
 * Keeps the step and section states current while mounted. The engine and validators load
 * after the page is up (never on the first download); until then the states are blank.
 */
export function useProgressSync(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    import('./sync-progress')
      .then((module) => module.startProgressSync())
      .then((stopSync) => (mounted ? (stop = stopSync) : stopSync()))
      // A chunk the network dropped leaves the states blank; the next page load tries again.
      .catch(() => {});
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);
}
