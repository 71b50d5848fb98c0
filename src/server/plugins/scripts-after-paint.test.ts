// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_LOADER,
  AFTER_PAINT_LOADER_SOURCE,
  scriptsAfterPaint,
} from './scripts-after-paint';

const PAGE =
  '<html><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/runtime-1.js"></script>' +
  '<script type="module" crossorigin src="/assets/initial-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/en-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/login-1.js">' +
  '</head><body><div id="root"><h1>Log in</h1></div></body></html>';

describe('scriptsAfterPaint', () => {
  it('moves the module scripts and preloads, in their order, into the loader at the end of the body', () => {
    expect(scriptsAfterPaint(PAGE)).toBe(
      '<html><head><title>x</title></head><body><div id="root"><h1>Log in</h1></div>' +
        '<script data-modules="/assets/runtime-1.js /assets/initial-1.js" ' +
        'data-preloads="/assets/en-1.js /assets/login-1.js">' +
        `${AFTER_PAINT_LOADER}</script></body></html>`,
    );
  });

  it('leaves a page with no module script as it is', () => {
    const page =
      '<html><head><link rel="modulepreload" crossorigin href="/a.js"></head><body></body></html>';
    expect(scriptsAfterPaint(page)).toBe(page);
  });

  it('is allowed by the hash of its text', () => {
    const hash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64');
    expect(AFTER_PAINT_LOADER_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

/**
 * Runs the loader of the page as the server sends it, as the browser would: its text, with its
 * element as `document.currentScript`, in a tab that is shown or not.
 */
function runLoader(visible: boolean): void {
  const page = new DOMParser().parseFromString(scriptsAfterPaint(PAGE), 'text/html');
  const loader = page.querySelector('script[data-modules]');
  if (!(loader instanceof HTMLScriptElement)) throw new Error('no loader in the page');
  document.head.replaceChildren();
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(loader);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  new Function(loader.text)();
}

/**
 * The tags the loader has added to the head, in order, each fetched with CORS (`crossOrigin`
 * set: jsdom keeps the property as set, '', where a browser reflects it as 'anonymous').
 */
function added(): string[] {
  return [...document.head.querySelectorAll('script, link')].map((tag) => {
    const { crossOrigin } = tag as HTMLScriptElement | HTMLLinkElement;
    const cors = crossOrigin === '' || crossOrigin === 'anonymous' ? 'cors' : 'no-cors';
    return tag instanceof HTMLScriptElement
      ? `script ${tag.type} ${tag.getAttribute('src')} ${cors}`
      : `link ${(tag as HTMLLinkElement).rel} ${tag.getAttribute('href')} ${cors}`;
  });
}

const ALL = [
  'script module /assets/runtime-1.js cors',
  'script module /assets/initial-1.js cors',
  'link modulepreload /assets/en-1.js cors',
  'link modulepreload /assets/login-1.js cors',
];

describe('the loader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds nothing before the first frame, then the scripts and the preloads', async () => {
    runLoader(true);
    expect(added()).toEqual([]);
    await vi.waitFor(() => expect(added()).toEqual(ALL));
  });

  it('adds one tag per task when each takes the whole budget', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    const afterEachTask: number[] = [];
    const setTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) =>
      setTimeout(() => {
        callback();
        afterEachTask.push(added().length);
      })) as typeof globalThis.setTimeout);
    runLoader(true);
    await vi.waitFor(() => expect(added()).toEqual(ALL));
    expect(afterEachTask).toEqual([1, 2, 3, 4]);
  });

  it('adds them all at once in a tab that is not shown', () => {
    runLoader(false);
    expect(added()).toEqual(ALL);
  });
});
