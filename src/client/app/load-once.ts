/**
 * `load` run once, its promise shared by every caller. After a failure the next call runs it
 * again: a chunk the network dropped is fetched anew rather than failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
