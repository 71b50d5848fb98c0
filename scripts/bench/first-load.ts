import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { buildClient, launchChromium, startProductionServer, summarize } from './harness';
import { logInContext } from './log-in-context';
import { loadMetrics, recordLayoutShifts, type LoadMetrics } from './paint-metrics';
import { writeStaticCopy } from './static-copy';

/**
 * `npm run bench:first-load` (issues 8 and 20): cold loads from the production server on
 * localhost, each in a new browser context (empty cache), FIRST_LOAD_RUNS (10) rounds that
 * alternate, in one run:
 * - the About page for a visitor, and the same page as a static HTML file with the same
 *   stylesheets and no script (its DOM once loaded): target LCP ≤ 1.25× the static file's;
 * - each application page for a logged-in applicant whose saved view state differs from the
 *   defaults (three high schools, two siblings, the essay tab): target layout shift ≤ 0.01 on
 *   every load.
 */
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 10);
const clientDir = 'dist/client';
const STATIC_NAME = 'about-static.html';
const targets = { lcpRatio: 1.25, cls: 0.01 };
const PAGES = ['/about', '/education', '/final-steps'];

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

function reportPaints(label: string, samples: LoadMetrics[]): number {
  const lcp = summarize(samples.map((s) => s.lcp));
  const fcp = summarize(samples.map((s) => s.fcp));
  const dcl = summarize(samples.map((s) => s.domContentLoaded));
  console.log(
    `${label.padEnd(30)} LCP median ${ms(lcp.median)} (p95 ${lcp.p95.toFixed(0)})  ` +
      `FCP ${ms(fcp.median)}  DOMContentLoaded ${ms(dcl.median)}`,
  );
  return lcp.median;
}

function reportShift(path: string, samples: LoadMetrics[]): void {
  const values = samples.map((s) => s.cls);
  const worst = Math.max(...values);
  console.log(
    `${`logged in ${path}`.padEnd(30)} layout shift median ${summarize(values).median.toFixed(4)}, ` +
      `worst ${worst.toFixed(4)} ${worst <= targets.cls ? '(within target on every load)' : '(OVER TARGET)'}`,
  );
}

/** Writes the static copy with one server, then measures with another that serves it. */
async function measure(): Promise<void> {
  const env = { RATE_LIMIT_IP_MAX: '1000000', RATE_LIMIT_ACCOUNT_MAX: '1000000' };
  const browser = await launchChromium();
  try {
    const first = await startProductionServer(env);
    const staticPath = await writeStaticCopy(
      browser,
      `${first.url}/about`,
      clientDir,
      STATIC_NAME,
    ).finally(() => first.close());
    const server = await startProductionServer(env);
    try {
      const [applicant] = await createApplicants(server.url, server.dataDir, 1, 'first-load');
      if (!applicant) throw new Error('no applicant');
      await saveViewState(server.url, applicant);
      const about = `${server.url}/about`;
      const staticUrl = `${server.url}${staticPath}`;
      // The server's first requests read files into the OS cache.
      await coldLoad(browser, about);
      await coldLoad(browser, staticUrl);
      await coldLoad(browser, about, applicant);
      const visitor: LoadMetrics[] = [];
      const plain: LoadMetrics[] = [];
      const loggedIn = new Map<string, LoadMetrics[]>(PAGES.map((path) => [path, []]));
      for (let i = 0; i < runs; i++) {
        visitor.push(await coldLoad(browser, about));
        plain.push(await coldLoad(browser, staticUrl));
        for (const path of PAGES)
          loggedIn.get(path)?.push(await coldLoad(browser, `${server.url}${path}`, applicant));
      }
      console.log(`Cold loads from ${server.url} (new context each), ${runs} alternating rounds\n`);
      const page = reportPaints('About page, visitor', visitor);
      const floor = reportPaints('its static HTML, no script', plain);
      const ratio = page / floor;
      console.log(
        `${'LCP ratio (page / static)'.padEnd(30)} ${ratio.toFixed(2)}× ` +
          `${ratio <= targets.lcpRatio ? '(within target' : '(OVER TARGET'} ≤ ${targets.lcpRatio}×)`,
      );
      reportPaints('About page, logged in', loggedIn.get('/about') ?? []);
      console.log('');
      for (const [path, samples] of loggedIn) reportShift(path, samples);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(join(clientDir, STATIC_NAME), { force: true });
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
