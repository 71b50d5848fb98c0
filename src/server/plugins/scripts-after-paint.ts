import { createHash } from 'node:crypto';

/** A module script of the build or a module preload, as Vite and route-preloads.ts write them. */
const MODULE_TAG =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * What a prerendered page runs in place of its module tags: once the browser has painted the
 * page (a frame, then a task), it adds the scripts, then the preloads, read from the element's
 * data attributes so the text, and the hash the CSP allows it by, is the same on every page.
 * Each tag starts a request, which on a slow phone costs the main thread milliseconds (1–30 ms
 * a tag at 4× CPU throttling, measured): they are added a few milliseconds' worth per task, so
 * none of those tasks is a long one that a tap would wait behind. A hidden tab gets no frames
 * and its timers are slowed, so it adds them all at once.
 */
export const AFTER_PAINT_LOADER = `(() => {
  const { modules, preloads } = document.currentScript.dataset;
  const tags = [
    ...modules.split(' ').map((src) => ['script', { type: 'module', src }]),
    ...preloads.split(' ').filter(Boolean).map((href) => ['link', { rel: 'modulepreload', href }]),
  ];
  const add = ([tag, attributes]) =>
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  const load = (budget) => {
    const started = performance.now();
    while (tags.length > 0 && budget > performance.now() - started) add(tags.shift());
    if (tags.length > 0) setTimeout(() => load(budget));
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => load(5)));
  else load(Infinity);
})();`;

/** The CSP source that lets the loader, and no other inline script, run. */
export const AFTER_PAINT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/**
 * A prerendered page whose scripts start after its first paint (issue 34): fetched from the
 * first lines of the HTML, the entry and a page's preloads are a score of requests whose
 * sending and answers the browser's main thread handles while it should be parsing, laying
 * out and painting the page, which is all there is to see until they run. The page's
 * controls stay disabled until React has hydrated them (HydrationGate), so nothing
 * pressed early is lost.
 */
export function scriptsAfterPaint(html: string): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  const withoutTags = html.replace(MODULE_TAG, (_tag, script?: string, preload?: string) => {
    if (script) modules.push(script);
    else if (preload) preloads.push(preload);
    return '';
  });
  if (modules.length === 0) return html;
  const loader =
    `<script data-modules="${modules.join(' ')}" data-preloads="${preloads.join(' ')}">` +
    `${AFTER_PAINT_LOADER}</script>`;
  return withoutTags.replace('</body>', () => `${loader}</body>`);
}
