import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_FINGERPRINT_FILE, formsFingerprint } from '../../src/server/forms/fingerprint';
import { readFormFiles } from '../../src/server/forms/repository-files';
import translations from '../../forms/translations/es.json';
import { escapeHtml } from '../../src/contracts/html-text';
import { site } from '../../src/engine';
import { formVersionTag } from '../../src/contracts/form-version-hint';
import { publishFiles } from '../../src/server/forms/form-versions';
import { AFTER_PAINT_LOADER } from '../../src/server/plugins/scripts-after-paint';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asSent } from '../helpers/page-html';

const SHELL =
  '<html lang="en"><head><title>Undergraduate Application</title></head><body><div id="root"></div></body></html>';
const ABOUT =
  '<html lang="en"><head><title>Undergraduate Application</title></head><body><div id="root"><h1>About You</h1></div></body></html>';
// The build draws each page's own title into it (render-page.tsx), in the page's language.
const ABOUT_ES =
  '<html lang="es"><head><title>Sobre usted - Solicitud de admisión a licenciatura</title></head><body><div id="root"><h1>Sobre usted</h1></div></body></html>';
/** The shell sent in Spanish: named in Spanish before its script names it again (issue 32). */
const inSpanish = (html: string) =>
  html
    .replace('lang="en"', 'lang="es"')
    .replace(
      '<title>Undergraduate Application</title>',
      '<title>Solicitud de admisión a licenciatura</title>',
    );
/** A page as sent by a server whose build bundles the repository's forms (unless stale). */
const sent = (html: string, bundled = true) => asSent(html, bundled);
// An icon file's first bytes: reserved 0, type 1 (icon), one image.
const ICON = Buffer.from([0, 0, 1, 0, 1, 0]);

interface ClientOptions {
  stale: boolean;
  /** What the build's index.html, and so every page drawn from it, has in its <head>. */
  head?: string;
  /** Files of the build's assets folder, by name. */
  assets?: Record<string, string>;
}

/** A client build whose pages were drawn with the repository's forms (or, `stale`, others). */
function writeClient({ stale, head = '', assets = {} }: ClientOptions): string {
  const clientDir = mkdtempSync(join(tmpdir(), 'admissions-prerender-'));
  mkdirSync(join(clientDir, '.prerender', 'en'), { recursive: true });
  mkdirSync(join(clientDir, '.prerender', 'es'), { recursive: true });
  mkdirSync(join(clientDir, 'assets'));
  const withHead = (page: string) => page.replace('</title>', `</title>${head}`);
  writeFileSync(join(clientDir, 'index.html'), withHead(SHELL));
  writeFileSync(join(clientDir, '.prerender', 'en', 'about.html'), withHead(ABOUT));
  writeFileSync(join(clientDir, '.prerender', 'es', 'about.html'), withHead(ABOUT_ES));
  for (const [name, text] of Object.entries(assets))
    writeFileSync(join(clientDir, 'assets', name), text);
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(clientDir, 'favicon.ico'), ICON);
  const read = readFormFiles();
  if ('problems' in read) throw new Error('the repository forms do not parse');
  const bundled = stale ? { 'about.json': { drawnWith: 'an older form' } } : read.files;
  writeFileSync(join(clientDir, BUNDLED_FINGERPRINT_FILE), formsFingerprint(bundled));
  return clientDir;
}

/** A test app serving such a build, for the describe block that calls it. */
function servingClient(options: ClientOptions): () => TestApp {
  const clientDir = writeClient(options);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  return () => t;
}

describe('prerendered pages, robots.txt and the icon (issue 20)', () => {
  const served = servingClient({ stale: false });

  it("a visitor's first load of a page gets the page already rendered", async () => {
    const res = await served().app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('cookie, accept-encoding');
    expect(res.body).toBe(sent(ABOUT));
  });

  it.each([
    ['a logged-in applicant', '/about', 'logged_in=1'],
    ['a draft token', '/about?token=x', ''],
    ["the staff view's token", '/about?service_token=x', ''],
    ['a page that was not prerendered', '/completion', ''],
    ['the root path (the router redirects it)', '/', ''],
  ])('%s gets the empty shell', async (_case, url, cookie) => {
    const res = await served().app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(sent(SHELL));
  });

  it.each([
    ['?lang=es', '/about?lang=es', ''],
    ["the visitor's choice", '/about', 'lang=es'],
    ['?lang=es over the choice', '/about?lang=es', 'lang=en'],
  ])('a page asked for in Spanish (%s) is the Spanish one', async (_case, url, cookie) => {
    const res = await served().app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(sent(ABOUT_ES));
  });

  it.each([
    ['a page that was not prerendered', '/completion?lang=es', ''],
    ['a draft token', '/about?lang=es&token=x', ''],
    ['a logged-in applicant', '/about', 'logged_in=1; lang=es'],
  ])('%s in Spanish gets the shell, marked Spanish', async (_case, url, cookie) => {
    const res = await served().app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(res.body).toBe(sent(inSpanish(SHELL)));
  });

  it('the staff workspace is sent in English whatever the choice', async () => {
    const res = await served().app.inject({
      method: 'GET',
      url: '/staff/applications?lang=es',
      headers: { cookie: 'lang=es' },
    });
    expect(res.body).toBe(sent(SHELL));
  });

  it('the staff print view of a page is sent in English whatever the choice', async () => {
    const res = await served().app.inject({
      method: 'GET',
      url: '/about?service_token=x',
      headers: { cookie: 'lang=es' },
    });
    expect(res.body).toBe(sent(SHELL));
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an unknown language', '/about?lang=fr', ''],
    ['an unknown choice', '/about', 'lang=klingon'],
  ])('%s is English', async (_case, url, cookie) => {
    const res = await served().app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(res.body).toBe(sent(ABOUT));
  });

  it('an empty logged_in cookie is a visitor', async () => {
    const res = await served().app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'logged_in=' },
    });
    expect(res.body).toBe(sent(ABOUT));
  });

  it('the prerendered files are not served by their own path', async () => {
    const res = await served().app.inject({ method: 'GET', url: '/.prerender/en/about.html' });
    expect(res.body).not.toBe(ABOUT);
  });

  it('robots.txt is the text file, not a page', async () => {
    const res = await served().app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nAllow: /\n');
  });

  it('favicon.ico is the icon file', async () => {
    const res = await served().app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(res.rawPayload).toEqual(ICON);
  });
});

describe('prerendered pages of another form version than the live one (issue 29)', () => {
  const served = servingClient({ stale: true });

  // This build has no module to draw them again with the live version (a real build has):
  // its old questions are never sent, the browser draws the page itself.
  it('a visitor gets the empty shell, not the stale page', async () => {
    const res = await served().app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(sent(SHELL, false));
  });
});

describe("a page's description follows the live form version (issue 29)", () => {
  const served = servingClient({ stale: false, head: '<meta name="description" content="Old" />' });
  const description = (html: string) =>
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

  it("says the live version's site description, and a published change at once", async () => {
    const t = served();
    const shell = await t.app.inject({ method: 'GET', url: '/completion' });
    expect(description(shell.body)).toBe(escapeHtml(site.description));
    const spanish = await t.app.inject({ method: 'GET', url: '/completion?lang=es' });
    expect(description(spanish.body)).toBe(
      escapeHtml((translations.texts as Record<string, string>)[site.description] ?? ''),
    );
    expect(description(spanish.body)).not.toBe(description(shell.body));
    const read = readFormFiles();
    if ('problems' in read) throw new Error('the repository forms do not parse');
    const siteFile = read.files['forms/site.json'] as object;
    const changed = 'Apply to "Sample" & more: three short pages.';
    await t.app.db.transaction((tx) =>
      publishFiles(
        tx,
        { ...read.files, 'forms/site.json': { ...siteFile, description: changed } },
        'a new description',
        { by: 'test', at: new Date() },
      ),
    );
    await t.app.liveForms.refresh();
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(description(page.body)).toBe(
      'Apply to &quot;Sample&quot; &amp; more: three short pages.',
    );
    // The browser is told to load the published version, not the build's own.
    expect(page.body).toContain(formVersionTag({ version: 2, bundled: false }));
  });
});

describe("a visitor's page paints before its scripts load (issue 34)", () => {
  const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/initial-1.css">';
  const scripts =
    '<script type="module" crossorigin src="/assets/runtime-1.js"></script>' +
    '<script type="module" crossorigin src="/assets/initial-1.js"></script>';
  const served = servingClient({
    stale: false,
    head: scripts + stylesheet,
    assets: { 'initial-1.css': 'h1{color:#0b0c0c}', 'initial-1.js': '', 'runtime-1.js': '' },
  });
  const loaderText = (html: string) =>
    /<script data-modules="[^"]*"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];

  it('sends the styles in the page and its scripts in a loader the CSP allows by hash', async () => {
    const res = await served().app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toBe(
      '<html lang="en"><head><title>Undergraduate Application</title><style>h1{color:#0b0c0c}</style>' +
        `${formVersionTag({ version: 1, bundled: true })}</head>` +
        '<body><div id="root"><h1>About You</h1></div>' +
        '<script data-modules="/assets/runtime-1.js /assets/initial-1.js" data-preloads="">' +
        `${AFTER_PAINT_LOADER}</script></body></html>`,
    );
    const hash = createHash('sha256')
      .update(loaderText(res.body) ?? '')
      .digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('sends the shell, which has nothing to paint, with its styles in it and its scripts as they are', async () => {
    const res = await served().app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'logged_in=1' },
    });
    expect(res.body).toBe(
      `<html lang="en"><head><title>Undergraduate Application</title>${scripts}<style>h1{color:#0b0c0c}</style>` +
        `${formVersionTag({ version: 1, bundled: true })}</head>` +
        '<body><div id="root"></div></body></html>',
    );
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the page compressed (%s) to a browser that accepts it',
    async (encoding, decompress) => {
      const t = served();
      const plain = await t.app.inject({ method: 'GET', url: '/about' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('cookie, accept-encoding');
      expect(decompress(res.rawPayload).toString()).toBe(plain.body);
    },
  );
});
