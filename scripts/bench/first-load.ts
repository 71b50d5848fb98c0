import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { buildClient, launchChromium, startProductionServer, summarize } from './harness';
import { logInContext } from './log-in-context';
import { loadMetrics, recordLayoutShifts, type LoadMetrics } from './paint-metrics';
import { writeStaticCopy } from './static-copy';

/**
 * `npm run bench:first-load` (issues 8, 20 and 34): cold loads from the production server on
 * localhost, each in a new browser context (empty cache), FIRST_LOAD_RUNS (11) rounds that
 * alternate (a page and its floor in turn, the first of the two swapped every round), in one run:
 * - the About and Sign In pages for a visitor, each beside its honest floor: the HTML the
 *   server sends for it, without its scripts, served by the same server (static-copy.ts);
 *   target LCP ≤ 1.1× the floor's, painting the same largest element (both are printed);
 * - each application page for a logged-in applicant whose saved view state differs from the
 *   defaults (three high schools, two siblings, the essay tab): target layout shift ≤ 0.01 on
 *   every load.
 */
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 11);
const clientDir = 'dist/client';
const targets = { lcpRatio: 1.1, cls: 0.01 };
const PAGES = ['/about', '/education', '/final-steps'];
/** The visitor pages measured against their floors, and the floors' file names. */
const VISITOR_PAGES = [
  { path: '/about', floor: 'about-floor.html' },
  { path: '/login', floor: 'login-floor.html' },
];

async function coldLoad(
  browser: Browser,
  url: string,
  applicant?: LoggedInApplicant,
): Promise<LoadMetrics> {
  const context = await browser.newContext();
  try {
    await recordLayoutShifts(context);
    if (applicant) await logInContext(context, new URL(url).origin, applicant);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('h1');
    return await loadMetrics(page);
  } finally {
    await context.close();
  }
}

async function put(baseUrl: string, applicant: LoggedInApplicant, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: applicant.cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT ${path} answered ${res.status}: ${await res.text()}`);
}

/** A saved view state unlike the defaults, so a page that drew the defaults first would move. */
async function saveViewState(baseUrl: string, applicant: LoggedInApplicant): Promise<void> {
  await put(baseUrl, applicant, '/api/add-another', {
    button_id: 'high_school',
    num_components: 3,
  });
  await put(baseUrl, applicant, '/api/add-another', { button_id: 'sibling', num_components: 2 });
  await put(baseUrl, applicant, '/api/tabs', {
    tab_id: 'additional_info_tabs',
    chosen_tab: 'essay',
  });
}

function ms(value: number): string {
  return `${value.toFixed(0).padStart(4)} ms`;
}

/** The element most loads painted as their largest, and on how many of them. */
function usualElement(samples: LoadMetrics[]): string {
  const counts = new Map<string, number>();
  for (const { lcpElement } of samples) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
  const [element, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['(none)', 0];
  return count === samples.length ? element : `${element} (${count} of ${samples.length} loads)`;
}

function reportPaints(label: string, samples: LoadMetrics[]): number {
  const lcp = summarize(samples.map((s) => s.lcp));
  const fcp = summarize(samples.map((s) => s.fcp));
  const dcl = summarize(samples.map((s) => s.domContentLoaded));
  console.log(
    `${label.padEnd(30)} LCP median ${ms(lcp.median)} (p95 ${lcp.p95.toFixed(0)})  ` +
      `FCP ${ms(fcp.median)}  DOMContentLoaded ${ms(dcl.median)}  LCP element ${usualElement(samples)}`,
  );
  return lcp.median;
}

function reportRatio(path: string, page: LoadMetrics[], floor: LoadMetrics[]): void {
  const ratio = reportPaints(`${path}, visitor`, page) / reportPaints('  its floor', floor);
  const same = usualElement(page) === usualElement(floor);
  console.log(
    `${'  LCP ratio (page / floor)'.padEnd(30)} ${ratio.toFixed(2)}× ` +
      `${ratio <= targets.lcpRatio ? '(within target' : '(OVER TARGET'} ≤ ${targets.lcpRatio}×)` +
      (same ? '' : '; NOT THE SAME LARGEST ELEMENT: the floor does not paint what the page does'),
  );
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function reportShift(path: string, samples: LoadMetrics[]): void {
  const values = samples.map((s) => s.cls);
  const worst = Math.max(...values);
  console.log(
    `${`logged in ${path}`.padEnd(30)} layout shift median ${summarize(values).median.toFixed(4)}, ` +
      `worst ${worst.toFixed(4)} ${worst <= targets.cls ? '(within target on every load)' : '(OVER TARGET)'}`,
  );
}

/** Writes the floors with one server, then measures with another that serves them. */
async function measure(): Promise<void> {
  const env = { RATE_LIMIT_IP_MAX: '1000000', RATE_LIMIT_ACCOUNT_MAX: '1000000' };
  const browser = await launchChromium();
  try {
    const first = await startProductionServer(env);
    try {
      for (const { path, floor } of VISITOR_PAGES)
        await writeStaticCopy(browser, `${first.url}${path}`, clientDir, floor);
    } finally {
      await first.close();
    }
    const server = await startProductionServer(env);
    try {
      const [applicant] = await createApplicants(server.url, server.dataDir, 1, 'first-load');
      if (!applicant) throw new Error('no applicant');
      await saveViewState(server.url, applicant);
      const visitorUrls = VISITOR_PAGES.map(({ path, floor }) => ({
        path,
        page: `${server.url}${path}`,
        floor: `${server.url}/${floor}`,
      }));
      // The server's first requests read files into the OS cache.
      for (const { page, floor } of visitorUrls) {
        await coldLoad(browser, page);
        await coldLoad(browser, floor);
      }
      await coldLoad(browser, `${server.url}/about`, applicant);
      const visitor = new Map(visitorUrls.map(({ path }) => [path, [] as LoadMetrics[]]));
      const floors = new Map(visitorUrls.map(({ path }) => [path, [] as LoadMetrics[]]));
      const loggedIn = new Map<string, LoadMetrics[]>(PAGES.map((path) => [path, []]));
      const loadBefore = load();
      for (let i = 0; i < runs; i++) {
        for (const { path, page, floor } of visitorUrls) {
          // Which goes first changes every round, so neither the page nor its floor always
          // follows the logged-in loads' work (or the other's).
          const pageFirst = i % 2 === 0;
          if (pageFirst) visitor.get(path)?.push(await coldLoad(browser, page));
          floors.get(path)?.push(await coldLoad(browser, floor));
          if (!pageFirst) visitor.get(path)?.push(await coldLoad(browser, page));
        }
        for (const path of PAGES)
          loggedIn.get(path)?.push(await coldLoad(browser, `${server.url}${path}`, applicant));
      }
      console.log(
        `Cold loads from ${server.url} (new context each), ${runs} alternating rounds; ` +
          `load average ${loadBefore} before, ${load()} after\n`,
      );
      for (const { path } of visitorUrls)
        reportRatio(path, visitor.get(path) ?? [], floors.get(path) ?? []);
      reportPaints('/about, logged in', loggedIn.get('/about') ?? []);
      console.log('');
      for (const [path, samples] of loggedIn) reportShift(path, samples);
    } finally {
      await server.close();
    }
  } finally {
    for (const { floor } of VISITOR_PAGES) rmSync(join(clientDir, floor), { force: true });
    await browser.close();
  }
}

async function main(): Promise<void> {
  buildClient();
  await measure();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
