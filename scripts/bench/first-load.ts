import type { Browser } from 'playwright-core';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { buildClient, launchChromium, startProductionServer, summarize } from './harness';
import { logInContext } from './log-in-context';

/**
 * `npm run bench:first-load` (issue 8, item 3): time to the About page's largest contentful
 * paint from the production server on localhost, median of FIRST_LOAD_RUNS (10) cold loads,
 * each in a new browser context (empty cache, no service worker), for a visitor and for a
 * logged-in applicant (whose page also waits for the profile). Target: under 500 ms.
 */
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 10);
const targetMs = 500;

interface Paints {
  lcp: number;
  fcp: number;
  domContentLoaded: number;
}

async function coldLoad(
  browser: Browser,
  url: string,
  applicant?: LoggedInApplicant,
): Promise<Paints> {
  const context = await browser.newContext();
  try {
    if (applicant) await logInContext(context, new URL(url).origin, applicant);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('#first_name');
    return await page.evaluate(
      () =>
        new Promise<Paints>((resolve) => {
          // buffered: the entries recorded before this observer existed; the last one counts.
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1)?.startTime ?? NaN;
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
            const nav = performance.getEntriesByType('navigation')[0] as
              PerformanceNavigationTiming | undefined;
            resolve({ lcp, fcp, domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

function report(label: string, samples: Paints[]): void {
  const lcp = summarize(samples.map((s) => s.lcp));
  const fcp = summarize(samples.map((s) => s.fcp));
  const dcl = summarize(samples.map((s) => s.domContentLoaded));
  console.log(
    `${label.padEnd(22)} LCP median ${lcp.median.toFixed(0).padStart(4)} ms (p95 ${lcp.p95.toFixed(0)})  ` +
      `FCP ${fcp.median.toFixed(0)} ms  DOMContentLoaded ${dcl.median.toFixed(0)} ms  ` +
      `${lcp.median < targetMs ? 'within target' : 'OVER TARGET'}`,
  );
}

async function main(): Promise<void> {
  buildClient();
  const server = await startProductionServer({
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
  });
  const browser = await launchChromium();
  try {
    const [applicant] = await createApplicants(server.url, server.dataDir, 1, 'first-load');
    const url = `${server.url}/about`;
    await coldLoad(browser, url); // the server's first request reads files into the OS cache
    const visitor: Paints[] = [];
    const loggedIn: Paints[] = [];
    for (let i = 0; i < runs; i++) {
      visitor.push(await coldLoad(browser, url));
      loggedIn.push(await coldLoad(browser, url, applicant));
    }
    console.log(
      `About page, cold loads from ${server.url} (new context each), target LCP < ${targetMs} ms, ${runs} runs\n`,
    );
    report('visitor', visitor);
    report('logged-in applicant', loggedIn);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
