import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/**
 * The floor a page's first load is compared with (issue 34): the HTML the server sends for it
 * (for a visitor, the prerendered page), parsed with scripts off so nothing the app does once
 * it runs is in it, and written without its scripts and module preloads into the client build,
 * to be served by the same server the same way. Returns its path on the server.
 */
export async function writeStaticCopy(
  browser: Browser,
  url: string,
  clientDir: string,
  name: string,
): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll('script, link[rel="modulepreload"]')
        .forEach((element) => element.remove());
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(join(clientDir, name), html);
    return `/${name}`;
  } finally {
    await context.close();
  }
}
