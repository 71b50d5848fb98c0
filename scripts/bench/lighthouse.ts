import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { freePort } from '../free-port';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { buildClient, startProductionServer } from './harness';

/**
 * `npm run bench:lighthouse` (issue 20): Lighthouse's four scores for every page, mobile and
 * desktop, against the production build on localhost, in Debian's Chromium: the pages a
 * visitor opens, and the three application pages logged in (the session cookies put into the
 * browser's store, which Lighthouse is told not to clear). Targets: 100 for accessibility,
 * best practices and SEO everywhere; performance ≥ 95 logged in. LIGHTHOUSE_PAGES narrows
 * the pages (comma-separated paths); LIGHTHOUSE_REPORTS=<dir> keeps each audit's JSON report
 * and its trace (for the DevTools Performance panel) there, for what the scores leave out.
 * LIGHTHOUSE_RUNS=<n> audits each page n times and prints the run with the median performance
 * score (Lighthouse's own advice for its variance), with every run's score beside it;
 * LIGHTHOUSE_FORM_FACTORS=mobile (or desktop) audits one form factor only.
 */
const VISITOR_PAGES = [
  '/about',
  '/education',
  '/final-steps',
  '/login',
  '/signup',
  '/confirm',
  '/forgot',
  '/reset',
];
const APPLICATION_PAGES = ['/about', '/education', '/final-steps'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',');
const wanted = (path: string) => !chosen || chosen.includes(path);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const formFactors = (['mobile', 'desktop'] as const).filter(
  (formFactor) => process.env.LIGHTHOUSE_FORM_FACTORS?.split(',').includes(formFactor) ?? true,
);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

interface Audit {
  path: string;
  loggedIn: boolean;
  formFactor: 'mobile' | 'desktop';
}

interface Result {
  performance: number;
  line: string;
}

async function audit(port: number, url: string, page: Audit, round: number): Promise<Result> {
  const { loggedIn, formFactor } = page;
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Keeps the session cookies put into the browser for the logged-in audits.
    disableStorageReset: loggedIn,
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${formFactor}-${loggedIn ? 'logged-in' : 'visitor'}${page.path.replaceAll('/', '-')}${runs > 1 ? `-${round}` : ''}`;
    writeFileSync(join(reportDir, `${name}.json`), result.report as string);
    writeFileSync(join(reportDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    return {
      performance: -1,
      line: `Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}`,
    };
  const scores = CATEGORIES.map((id) => {
    const score = categories[id]?.score;
    return `${id} ${score === null || score === undefined ? '-' : Math.round(score * 100)}`;
  });
  const failing = CATEGORIES.filter((id) => id !== 'performance')
    .flatMap((id) => categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const shown = (id: string) => audits[id]?.displayValue ?? '-';
  const metrics = `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}`;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    line: `${scores.join('  ')}  (${metrics})${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
  };
}

async function main(): Promise<void> {
  buildClient();
  const server = await startProductionServer({
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
  });
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const [applicant] = await createApplicants(server.url, server.dataDir, 1, 'lighthouse');
    if (!applicant) throw new Error('no applicant');
    console.log(`Lighthouse on ${server.url}, Chromium ${browser.version()}\n`);
    for (const formFactor of formFactors) {
      for (const path of VISITOR_PAGES.filter(wanted))
        await run(port, server.url, { path, loggedIn: false, formFactor });
      await putCookies(port, server.url, applicant);
      for (const path of APPLICATION_PAGES.filter(wanted))
        await run(port, server.url, { path, loggedIn: true, formFactor });
      await clearCookies(port);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

async function run(port: number, baseUrl: string, page: Audit): Promise<void> {
  const label = `${page.formFactor.padEnd(7)} ${page.loggedIn ? 'logged in' : 'visitor  '} ${page.path.padEnd(12)}`;
  const results: Result[] = [];
  for (let round = 1; round <= runs; round += 1)
    results.push(await audit(port, `${baseUrl}${page.path}`, page, round));
  const median = [...results].sort((a, b) => a.performance - b.performance)[(runs - 1) >> 1];
  const all = runs > 1 ? `  [runs: ${results.map((r) => r.performance).join(' ')}]` : '';
  console.log(`${label} ${median?.line ?? ''}${all}`);
}

/** The applicant's cookies into the browser's own store, where the page's script reads them. */
async function putCookies(port: number, baseUrl: string, applicant: LoggedInApplicant) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  await context?.addCookies(
    applicant.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
}

async function clearCookies(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await browser.contexts()[0]?.clearCookies();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
