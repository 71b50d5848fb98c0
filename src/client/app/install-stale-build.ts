import { flushAutosave } from '../features/autosave/autosave';
import { reloadIfBuildGone, type StaleBuildDeps } from './stale-build';

const RELOADED_KEY = 'admissions.reloaded-for-build';

const browserDeps: StaleBuildDeps = {
  // This module's own file: a chunk of the build this page was started from.
  entryScript: () => import.meta.url,
  headStatus: (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => undefined,
    ),
  firstReloadFor(url) {
    try {
      if (sessionStorage.getItem(RELOADED_KEY) === url) return false;
      sessionStorage.setItem(RELOADED_KEY, url);
      return true;
    } catch {
      // Without storage a loop could not be told apart: this page does not reload.
      return false;
    }
  },
  saveTyping: flushAutosave,
  reload: () => location.reload(),
};

/** Vite names a failed lazy import with this event (its payload the error, thrown on after). */
export function installStaleBuildReload(): void {
  window.addEventListener('vite:preloadError', () => {
    void reloadIfBuildGone(browserDeps);
  });
}
