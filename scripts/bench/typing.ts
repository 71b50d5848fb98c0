import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createApplicants } from '../lib/applicants';
import { buildClient, launchChromium, startProductionServer, summarize } from './harness';
import { buildProfiledClient } from './typing/build-profiled';
import { buildTypingPages } from './typing/build-pages';
import {
  countInputs,
  drainSamples,
  installProbe,
  pressBatch,
  takeCommits,
  takeSamples,
} from './typing/key-press-probe';
import { logInContext } from './log-in-context';
import { printCommits } from './typing/print-commits';
import { middle, overRounds, roundRatios, type RoundFigures } from './typing/round-figures';
import { openEverySection } from './typing/seed-about';
import { serveStatic } from './typing/static-server';

/**
 * `npm run bench:typing` (issue 8, item 2): what one key press into first_name costs on our
 * About page, in its default state and with every conditional section shown, against the same
 * page drawn by react-jsonschema-form and a plain HTML page with no script (the floor). All four
 * run in one browser, alternating in batches, so machine load falls on each alike.
 * Renders per key press come from React's <Profiler> on a second build of the same client
 * (build-profiled.ts, served by a second server), typed into in the same batches; the
 * shipped bundle carries no render counting. TYPING_ROUNDS (default 3) rounds of
 * TYPING_PRESSES (default 200) presses per page; each round's p95 and ratios stand alone and
 * the median over rounds is reported (round-figures.ts). TYPING_BASELINE_CLIENT=<dir> adds our page from another build of the client (say, of main,
 * built with `npm run build -- --outDir <dir>`), served by the same server code, so a change
 * is measured before and after in one run.
 */
const presses = Number(process.env.TYPING_PRESSES ?? 200);
const rounds = Number(process.env.TYPING_ROUNDS ?? 3);
const baselineClient = process.env.TYPING_BASELINE_CLIENT;
const batch = 10;

interface Contender {
  name: string;
  page: Page;
  selector: string;
}

/** Our About page on one server, for a fresh applicant and for one with every section shown. */
async function openOurs(
  browser: Browser,
  server: { url: string; dataDir: string },
  label: string,
): Promise<Contender[]> {
  const [fresh, full] = await createApplicants(server.url, server.dataDir, 2, 'typing');
  await openEverySection(server.url, full!);
  const ours: Contender[] = [];
  for (const [name, applicant] of [
    [`${label} (default)`, fresh!],
    [`${label} (all shown)`, full!],
  ] as const) {
    const context = await browser.newContext();
    await logInContext(context, server.url, applicant);
    ours.push(await openPage(context.newPage(), name, `${server.url}/about`, '#first_name'));
  }
  // Screen-only reveals (buttons) are opened by hand, as an applicant would.
  for (const button of await ours[1]!.page
    .locator('button.reveal__toggle[aria-expanded="false"]')
    .all())
    await button.click();
  return ours;
}

async function openPage(
  opening: Promise<Page>,
  name: string,
  url: string,
  selector: string,
): Promise<Contender> {
  const page = await opening;
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(selector);
  await installProbe(page);
  return { name, page, selector };
}

async function main(): Promise<void> {
  buildClient();
  const peerDir = mkdtempSync(join(tmpdir(), 'typing-pages-'));
  const profiledDir = mkdtempSync(join(tmpdir(), 'typing-profiled-'));
  await buildTypingPages(peerDir);
  await buildProfiledClient(profiledDir);
  const peers = await serveStatic(peerDir);
  const limits = { RATE_LIMIT_IP_MAX: '1000000', RATE_LIMIT_ACCOUNT_MAX: '1000000' };
  const server = await startProductionServer(limits);
  const profiledServer = await startProductionServer({ ...limits, CLIENT_DIR: profiledDir });
  const baselineServer = baselineClient
    ? await startProductionServer({ ...limits, CLIENT_DIR: baselineClient })
    : undefined;
  const browser = await launchChromium();
  try {
    const [ours, oursFull] = await openOurs(browser, server, 'ours');
    const profiled = await openOurs(browser, profiledServer, 'profiled');
    const open = async (name: string, url: string, selector: string) =>
      openPage((await browser.newContext()).newPage(), name, url, selector);
    const rjsf = await open('rjsf', `${peers.url}/rjsf.html`, '#root_first_name');
    const plain = await open('plain HTML', `${peers.url}/plain.html`, '#first_name');
    const baseline = baselineServer ? await openOurs(browser, baselineServer, 'baseline') : [];
    const measured = [ours!, oursFull!, ...baseline, rjsf, plain];
    const contenders = [...measured, ...profiled];

    for (const c of contenders) await pressBatch(c.page, c.selector, batch, false); // warm-up
    const byRound = new Map<string, RoundFigures[]>(measured.map((c) => [c.name, []]));
    let turn = 0;
    for (let round = 0; round < rounds; round++) {
      // Each turn starts one page later, so no page always follows the same one.
      for (let done = 0; done < presses; done += batch, turn++) {
        for (let i = 0; i < contenders.length; i++) {
          const c = contenders[(turn + i) % contenders.length]!;
          await pressBatch(c.page, c.selector, Math.min(batch, presses - done), true);
        }
      }
      for (const c of measured) byRound.get(c.name)!.push(summarize(await drainSamples(c.page)));
    }

    const floor = byRound.get('plain HTML')!;
    const peer = byRound.get('rjsf')!;
    const p95 = (r: RoundFigures) => r.p95;
    const fixed = (values: number[], unit = '') => values.map((v) => v.toFixed(2) + unit).join(' ');
    console.log(
      `Key press into first_name: keydown -> input at window after layout; ${rounds} rounds of ` +
        `${presses} presses per page; figures are medians over rounds, ratios taken within each round\n`,
    );
    console.log(
      'page'.padEnd(22),
      'inputs'.padStart(7),
      'median ms'.padStart(10),
      'p95 ms'.padStart(8),
      'p95 per round'.padStart(16),
      'p95/floor'.padStart(10),
      'rjsf p95/ours'.padStart(14),
    );
    for (const c of measured) {
      const own = byRound.get(c.name)!;
      const figures = overRounds(own);
      console.log(
        c.name.padEnd(22),
        String(await countInputs(c.page)).padStart(7),
        figures.median.toFixed(2).padStart(10),
        figures.p95.toFixed(2).padStart(8),
        fixed(own.map(p95)).padStart(16),
        `${middle(roundRatios(own, floor, p95)).toFixed(2)}x`.padStart(10),
        `${middle(roundRatios(peer, own, p95)).toFixed(2)}x`.padStart(14),
      );
    }
    for (const name of ['ours (default)', 'ours (all shown)', ...baseline.map((c) => c.name)]) {
      const own = byRound.get(name)!;
      const toFloor = roundRatios(own, floor, p95);
      const fromPeer = roundRatios(peer, own, p95);
      const met = (ratios: number[], ok: (ratio: number) => boolean) =>
        `${ok(middle(ratios)) ? 'met' : 'NOT met'} ` +
        `(rounds: ${fixed(ratios, 'x')}; met in ${ratios.filter(ok).length} of ${ratios.length})`;
      console.log(
        `${name}: p95 within 1.5x floor ${met(toFloor, (r) => r <= 1.5)}; ` +
          `≥ 3x faster than rjsf ${met(fromPeer, (r) => r >= 3)}; ` +
          `median ratio rjsf/ours ${middle(roundRatios(peer, own, (r) => r.median)).toFixed(2)}x`,
      );
    }
    await printCommits(
      await Promise.all(
        profiled.map(async (c) => ({
          name: c.name,
          presses: (await takeSamples(c.page)).length,
          commits: await takeCommits(c.page),
        })),
      ),
    );
  } finally {
    await browser.close();
    await server.close();
    await profiledServer.close();
    await baselineServer?.close();
    await peers.close();
    rmSync(peerDir, { recursive: true, force: true });
    rmSync(profiledDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
