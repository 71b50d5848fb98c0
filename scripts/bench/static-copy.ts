import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/**
 * Writes the page as a visitor's browser shows it once loaded (its DOM, with the same
 * stylesheet links) as a static HTML file without any script, into the client build, and
 * returns its path on the server: the floor the page's own load is compared with.
 */
export async function writeStaticCopy(
  browser: Browser,
  url: string,
  clientDir: string,
  name: string,
): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
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
    await page.close();
  }
}
