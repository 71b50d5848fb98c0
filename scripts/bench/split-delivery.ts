import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildClient, launchChromium, startProductionServer, summarize } from './harness';
import { loadMetrics, type LoadMetrics } from './paint-metrics';

/**
 * `npm run bench:split-delivery` (issue 34): the About page as a phone on a real network gets
 * it, in two pieces (the second 10–100 ms after the first, cut inside the form), so that the
 * browser paints before the whole page is parsed. Counts the cold loads whose largest paint
 * came after the first paint, for the page as the server sends it and for the same page inside
 * one fieldset around everything (the hydration gate as it was before HydrationGate.tsx), in
 * alternation. A page whose greeting sits in a fieldset loses its first frame's paint timing
 * when the rest of the HTML arrives (Chromium counts the fieldset's content as painted anew).
 */
const ROUNDS = Number(process.env.SPLIT_ROUNDS ?? 20);
const GATE = '<fieldset class="hydration-gate" role="none" disabled="">';

/** The page inside one fieldset that opens at the top of #root and closes at its end. */
function wrappedInOneFieldset(html: string): string {
  const rootOpen = '<div id="root">';
  const rootEnd = html.lastIndexOf('</div>', html.indexOf('</body>'));
  return (
    html.slice(0, rootEnd).replace(rootOpen, `${rootOpen}${GATE}`) +
    `</fieldset>${html.slice(rootEnd)}`
  );
}

buildClient();
const app = await startProductionServer();
const browser = await launchChromium();
const sent = await fetch(`${app.url}/about`, { headers: { 'accept-encoding': 'identity' } });
const asSent = await sent.text();
const variants = { 'as sent': asSent, 'in one fieldset': wrappedInOneFieldset(asSent) };
const cut = asSent.indexOf('</h2>') + 3000;

// Serves the variants in two pieces; everything else (scripts, styles) from the product.
const splitter = createServer((request, response) => {
  const html = Object.values(variants)[Number(request.url?.slice(1))];
  if (html === undefined) {
    response.writeHead(302, { location: `${app.url}${request.url}` }).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.write(html.slice(0, cut));
  setTimeout(() => response.end(html.slice(cut)), 10 + Math.random() * 90);
});
await new Promise<void>((resolve) => splitter.listen(0, '127.0.0.1', resolve));
const { port } = splitter.address() as AddressInfo;

async function coldLoad(index: number): Promise<LoadMetrics> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/${index}`, { waitUntil: 'load' });
    return await loadMetrics(page);
  } finally {
    await context.close();
  }
}

try {
  const results = Object.keys(variants).map(() => [] as LoadMetrics[]);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const index of round % 2 ? [1, 0] : [0, 1]) results[index]!.push(await coldLoad(index));
  console.log(`/about in two pieces, ${ROUNDS} alternating cold loads of each`);
  Object.keys(variants).forEach((name, index) => {
    const loads = results[index]!;
    const late = loads.filter(({ fcp, lcp }) => lcp > fcp);
    const waits = late.map(({ fcp, lcp }) => lcp - fcp);
    console.log(
      `${name.padEnd(16)} largest paint after the first in ${late.length} of ${loads.length}` +
        (late.length ? ` (by ${summarize(waits).median.toFixed(0)} ms at the median)` : '') +
        `; LCP median ${summarize(loads.map(({ lcp }) => lcp)).median.toFixed(0)} ms`,
    );
  });
} finally {
  splitter.close();
  await browser.close();
  await app.close();
}
