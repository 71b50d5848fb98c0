import type { Page } from '@playwright/test';

/**
 * Makes the build's chunk named `name` (assets/<name>-<hash>.js) unreachable, as when the
 * network drops, until `reconnect` is called.
 */
export async function chunkOffline(page: Page, name: string): Promise<{ reconnect(): void }> {
  let offline = true;
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  return {
    reconnect: () => {
      offline = false;
    },
  };
}
