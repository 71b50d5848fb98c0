import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipKb, moduleBreakdown } from './bundle-breakdown';
import { buildClient, launchChromium, startProductionServer } from './harness';

/**
 * `npm run bench:bundle`: gzip bytes of the JavaScript and CSS a browser actually fetches to
 * show /about and /login (the styles written into the page included) (from the production
 * build, until the network is idle), which modules they are made of, /about again after a
 * change is published (the version's data from the API counted), and the whole build. Target:
 * at most 150 KB gzip before the first page is interactive. Beside it, what Chromium was
 * actually sent, in the encoding the server chose (brotli).
 */
const clientDir = 'dist/client';
const targetKb = 150;
/** Modules below this share are summed into one line. */
const shownKb = 0.5;

interface SentResponse {
  kind: 'assets' | 'data' | 'document';
  /** The response's Content-Encoding. */
  encoding: string;
  /** The body's bytes on the wire, in KB. */
  kb: number;
}

interface LoadedAssets {
  files: string[];
  inlineCss: string;
  dataKb: number;
  sent: SentResponse[];
}

function allAssets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allAssets(path) : /\.(js|css)$/.test(name) ? [path] : [];
  });
}

/**
 * What a first load of the page fetched: the build's scripts and stylesheets, the styles its
 * HTML holds, and the form version's data from the API (gzip KB: a published version's files
 * and validators, which take the place of the build's own).
 */
async function loadedAssets(baseUrl: string, path: string): Promise<LoadedAssets> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    const data: Promise<number>[] = [];
    const sent: Promise<SentResponse>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = url.pathname.startsWith('/api/forms/')
        ? 'data'
        : /\.(js|css)$/.test(url.pathname)
          ? 'assets'
          : response.request().resourceType() === 'document'
            ? 'document'
            : undefined;
      if (!kind) return;
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      sent.push(
        response
          .request()
          .sizes()
          .then(({ responseBodySize }) => ({ kind, encoding, kb: responseBodySize / 1024 })),
      );
      if (kind === 'data')
        data.push(response.body().then((body) => gzipSync(body, { level: 9 }).length / 1024));
      else if (kind === 'assets') files.add(join(clientDir, url.pathname));
    });
    const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const html = (await document?.text()) ?? '';
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map(([, css]) => css)
      .join('');
    const dataKb = (await Promise.all(data)).reduce((sum, kb) => sum + kb, 0);
    return { files: [...files], inlineCss, dataKb, sent: await Promise.all(sent) };
  } finally {
    await browser.close();
  }
}

/**
 * What Chromium was sent, as the server encoded it (it offers brotli, which the gzip target
 * does not count): the scripts, stylesheets and form data, and the HTML that holds the inline
 * styles.
 */
function sentLine(sent: SentResponse[]): string {
  const part = (kind: SentResponse['kind']) => {
    const of = sent.filter((s) => s.kind === kind);
    const encodings = [...new Set(of.map((s) => s.encoding))].join(', ');
    return { kb: of.reduce((sum, s) => sum + s.kb, 0), encodings };
  };
  const assets = part('assets');
  const data = part('data');
  const html = part('document');
  const dataPart =
    data.kb >= 0.1 ? ` + form data ${data.kb.toFixed(1)} KB (${data.encodings})` : '';
  return (
    `         as sent to Chromium: JS and CSS files ${assets.kb.toFixed(1)} KB (${assets.encodings})` +
    `${dataPart} + the HTML with its styles ${html.kb.toFixed(1)} KB (${html.encodings})`
  );
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

/** Prints what a first load of `path` fetched, against the target; `modules`: by module too. */
async function printRoute(baseUrl: string, path: string, label: string, modules: boolean) {
  const { files, inlineCss, dataKb, sent } = await loadedAssets(baseUrl, path);
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  // The stylesheet the server writes into the page (inline-styles.ts) counts as CSS.
  const inlineKb = gzipSync(inlineCss, { level: 9 }).length / 1024;
  const css =
    files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKb(f), 0) + inlineKb;
  const total = js + css + dataKb;
  const data = dataKb >= 0.1 ? ` + the form version's data ${dataKb.toFixed(1)} KB` : '';
  console.log(
    `${label.padEnd(8)} JS ${js.toFixed(1)} KB + CSS ${css.toFixed(1)} KB ` +
      `(${inlineKb.toFixed(1)} KB of it in the HTML)${data} = ${total.toFixed(1)} KB ` +
      `in ${files.length} files ${total <= targetKb ? '(within target)' : '(OVER TARGET)'}`,
  );
  console.log(sentLine(sent));
  for (const file of files)
    console.log(`           ${relative(clientDir, file)} ${gzipKb(file).toFixed(1)} KB`);
  if (modules) printModules(files);
}

/**
 * Publishes a copy of the repository's forms with one setting changed into the stopped server's
 * database: the office's case after its first change, when the live version is no longer the
 * one the build bundles.
 */
function publishChange(dataDir: string): void {
  const folder = mkdtempSync(join(tmpdir(), 'admissions-bench-forms-'));
  try {
    cpSync('forms', join(folder, 'forms'), { recursive: true });
    cpSync('schemas', join(folder, 'schemas'), { recursive: true });
    const siteFile = join(folder, 'forms', 'site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { textareaMax: number };
    writeFileSync(siteFile, JSON.stringify({ ...site, textareaMax: site.textareaMax - 1 }));
    const publish = spawnSync(
      'npm',
      ['run', '-s', 'forms:publish', '--', '--note', 'bench', '--from', folder],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' },
    );
    if (publish.status !== 0) throw new Error('forms:publish failed');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  buildClient();
  const server = await startProductionServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-bench-data-'));
  try {
    console.log(
      `Bundle sizes (gzip -9), target ≤ ${targetKb} KB before the first page is interactive\n`,
    );
    for (const path of ['/about', '/login']) await printRoute(server.url, path, path, true);
    // The same database, once a change is published.
    await server.stop();
    cpSync(server.dataDir, dataDir, { recursive: true });
    publishChange(dataDir);
    const published = await startProductionServer({ DATA_DIR: dataDir });
    try {
      console.log("\nAfter a change is published (the live version is not the build's own):");
      await printRoute(published.url, '/about', '/about', false);
    } finally {
      await published.close();
    }
    const everything = allAssets(clientDir).reduce((sum, f) => sum + gzipKb(f), 0);
    console.log(
      `\nWhole build: ${everything.toFixed(1)} KB gzip of JS and CSS (the rest loads lazily)`,
    );
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
