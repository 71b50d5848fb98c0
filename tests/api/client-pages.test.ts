import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asSent } from '../helpers/page-html';

describe('the built pages', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'admissions-client-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(clientDir, '.vite'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html lang="en"><head><title>Undergraduate Application</title></head><body></body></html>',
    );
    writeFileSync(join(clientDir, 'assets', 'about-1.js'), 'export {}');
    writeFileSync(join(clientDir, 'assets', 'about-1.js.gz'), gzipSync('export {}'));
    writeFileSync(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'pages/about.tsx': {
          file: 'assets/about-1.js',
          src: 'pages/about.tsx',
          isDynamicEntry: true,
        },
      }),
    );
    t = await buildTestApp('pglite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/about', '/about?token=x', '/'])(
    '%s gets index.html preloading the About page code',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(
        asSent(
          '<html lang="en"><head><title>Undergraduate Application</title><link rel="modulepreload" crossorigin href="/assets/about-1.js"></head><body></body></html>',
          false,
        ),
      );
    },
  );

  it('an unknown page gets index.html as it is (the browser router redirects it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      asSent(
        '<html lang="en"><head><title>Undergraduate Application</title></head><body></body></html>',
        false,
      ),
    );
  });

  it.each(['/staff/preview/about', '/staff/preview'])(
    '%s gets index.html: the form preview is a page of the staff workspace, whose sign-in the browser router asks for (issue 18)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        asSent(
          '<html lang="en"><head><title>Undergraduate Application</title></head><body></body></html>',
          false,
        ),
      );
    },
  );

  it('an unknown staff API call answers 404, not the application', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /staff/api/nope.' });
  });

  it('a build file it does not have answers 404, not the application', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/about-0.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
    expect(res.json()).toEqual({ message: 'No route for GET /assets/about-0.js.' });
  });

  it('serves fingerprinted assets for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/about-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {}');
  });

  it("sends the build's compressed copy to a browser that accepts it", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/about-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload).toEqual(gzipSync('export {}'));
  });
});
