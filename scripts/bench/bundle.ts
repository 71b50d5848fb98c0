import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipKb, moduleBreakdown } from './bundle-breakdown';
import { buildClient, launchChromium, startProductionServer } from './harness';

/**
 * `npm run bench:bundle`: gzip bytes of the JavaScript and CSS a browser actually fetches to
 * show /about and /login (the styles written into the page included) (from the production build, until the network is idle), which modules
 * they are made of, and the whole build. Target: at most 150 KB gzip before the first page is
 * interactive.
 */
const clientDir = 'dist/client';
const targetKb = 150;
/** Modules below this share are summed into one line. */
const shownKb = 0.5;

function allAssets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allAssets(path) : /\.(js|css)$/.test(name) ? [path] : [];
  });
}

/** The scripts and stylesheets a first load of the page fetched, and the styles its HTML holds. */
async function loadedAssets(
  baseUrl: string,
  path: string,
): Promise<{ files: string[]; inlineCss: string }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(join(clientDir, url.pathname));
    });
    const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const html = (await document?.text()) ?? '';
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map(([, css]) => css)
      .join('');
    return { files: [...files], inlineCss };
  } finally {
    await browser.close();
  }
}

/** Adds `kb` to `name` in `totals`. */
function add(totals: Map<string, number>, name: string, kb: number): void {
  totals.set(name, (totals.get(name) ?? 0) + kb);
}

/** Largest first, those under `shownKb` left out. */
function largest(totals: Map<string, number>): [string, number][] {
  return [...totals].filter(([, kb]) => kb >= shownKb).sort((a, b) => b[1] - a[1]);
}

/**
 * The JavaScript of a page by module (npm packages whole), largest first; the modules under
 * `shownKb` summed by folder, and what is left in one line.
 */
function printModules(files: string[]): void {
  const modules = new Map<string, number>();
  for (const file of files) for (const [name, kb] of moduleBreakdown(file)) add(modules, name, kb);
  const folders = new Map<string, number>();
  for (const [name, kb] of modules) if (kb < shownKb) add(folders, dirname(name), kb);
  console.log(
    '         by module (estimated from the source maps), then smaller modules by folder:',
  );
  const shown = [
    ...largest(modules),
    ...largest(folders).map(([n, kb]): [string, number] => [`${n}/`, kb]),
  ];
  for (const [name, kb] of shown) console.log(`           ${kb.toFixed(1).padStart(5)} KB ${name}`);
  const total = [...modules.values()].reduce((sum, kb) => sum + kb, 0);
  const rest = total - shown.reduce((sum, [, kb]) => sum + kb, 0);
  console.log(`           ${rest.toFixed(1).padStart(5)} KB the rest`);
}

async function main(): Promise<void> {
  buildClient();
  const server = await startProductionServer();
  try {
    console.log(
      `Bundle sizes (gzip -9), target ≤ ${targetKb} KB before the first page is interactive\n`,
    );
    for (const path of ['/about', '/login']) {
      const { files, inlineCss } = await loadedAssets(server.url, path);
      const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
      // The stylesheet the server writes into the page (inline-styles.ts) counts as CSS.
      const inlineKb = gzipSync(inlineCss, { level: 9 }).length / 1024;
      const css =
        files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKb(f), 0) + inlineKb;
      const total = js + css;
      console.log(
        `${path.padEnd(8)} JS ${js.toFixed(1)} KB + CSS ${css.toFixed(1)} KB ` +
          `(${inlineKb.toFixed(1)} KB of it in the HTML) = ${total.toFixed(1)} KB ` +
          `in ${files.length} files ${total <= targetKb ? '(within target)' : '(OVER TARGET)'}`,
      );
      for (const file of files)
        console.log(`           ${relative(clientDir, file)} ${gzipKb(file).toFixed(1)} KB`);
      printModules(files);
    }
    const everything = allAssets(clientDir).reduce((sum, f) => sum + gzipKb(f), 0);
    console.log(
      `\nWhole build: ${everything.toFixed(1)} KB gzip of JS and CSS (the rest loads lazily)`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
