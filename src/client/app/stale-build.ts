/**
 * A page open across a deploy (issue 34's hashed chunks): the code it has not fetched yet is
 * gone from the server, so its next lazy import fails for good, as a missing module. When a
 * script this page was started from is gone too (404), the page is of an old build: what is
 * typed goes first, then the page loads afresh, once per build (a broken deploy does not loop).
 * Offline, or with the build still there, nothing happens: the next use fetches again.
 */
export interface StaleBuildDeps {
  /** The URL of a script this page was started from. */
  entryScript(): string;
  /** The status of a HEAD request past the browser's cache; undefined when it failed. */
  headStatus(url: string): Promise<number | undefined>;
  /** Whether this page already loaded afresh for this build; marks it so when not. */
  firstReloadFor(url: string): boolean;
  /** Sends what is typed (failures are kept on the device by the autosave). */
  saveTyping(): Promise<void>;
  reload(): void;
}

export async function reloadIfBuildGone(deps: StaleBuildDeps): Promise<boolean> {
  const script = deps.entryScript();
  if ((await deps.headStatus(script)) !== 404 || !deps.firstReloadFor(script)) return false;
  await deps.saveTyping().catch(() => undefined);
  deps.reload();
  return true;
}
