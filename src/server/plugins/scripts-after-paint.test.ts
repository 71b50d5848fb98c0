import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
