// `?lang=` remembered by the server (issue 32): the page's reply sets the visitor's cookie, and a
// logged-in applicant's account takes the choice, before any script of the page has run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const A_YEAR_S = 365 * 24 * 60 * 60;

describe.each(databaseKinds)('a page asked for with ?lang= (issue 32) on %s', (kind) => {
  const clientDir = mkdtempSync(join(tmpdir(), 'admissions-client-'));
  let t: TestApp;
  let n = 0;
  const email = () => `remembered.${++n}@example.edu`;

  beforeAll(async () => {
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html lang="en"><head><title>Undergraduate Application</title></head><body></body></html>',
    );
    t = await buildTestApp(kind, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (url: string, cookie = '') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const languageCookie = (res: Awaited<ReturnType<typeof page>>) =>
    res.cookies.find((c) => c.name === 'lang');
  const accountLanguage = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
      language: string;
    }>().language;

  it.each([
    ['/about?lang=es', 'es'],
    ['/login?lang=es&x=1', 'es'],
    ['/nowhere?lang=es', 'es'],
    ['/about?lang=en', 'en'],
  ])("%s sets the visitor's cookie as the switch does", async (url, language) => {
    const res = await page(url, 'lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${language}">`);
    expect(languageCookie(res)).toEqual({
      name: 'lang',
      value: language,
      path: '/',
      maxAge: A_YEAR_S,
      sameSite: 'Lax',
    });
    // Readable by the page's script, which writes the same cookie.
    expect(String(res.headers['set-cookie'])).not.toMatch(/HttpOnly/i);
  });

  it('is Secure when the site is served over https', async () => {
    const secure = await buildTestApp(kind, {
      CLIENT_DIR: clientDir,
      PUBLIC_URL: 'https://apply.example.edu',
    });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/about?lang=es' });
      expect(languageCookie(res)).toMatchObject({ value: 'es', secure: true });
    } finally {
      await secure.close();
    }
  });

  it.each([
    ['another language', '/about?lang=fr'],
    ['capitals', '/about?lang=ES'],
    ['an empty value', '/about?lang='],
    ['a NUL character', '/about?lang=es%00'],
    ['a lone surrogate', '/about?lang=%ED%A0%80'],
    ['no ?lang= at all', '/about'],
    ['the staff workspace, which stays English', '/staff/applications?lang=es'],
  ])('ignores %s: no cookie, the page not in Spanish', async (_case, url) => {
    // (A NUL in the address is refused before any page is chosen.)
    const res = await page(url);
    expect(languageCookie(res)).toBeUndefined();
    expect(res.body).not.toContain('<html lang="es">');
  });

  it("a logged-in applicant's account takes the choice, as PUT /api/language would", async () => {
    const cookie = await newApplicant(t, email());
    expect(await accountLanguage(cookie)).toBe('en');
    const res = await page('/about?lang=es', cookie);
    expect(languageCookie(res)?.value).toBe('es');
    expect(await accountLanguage(cookie)).toBe('es');
    await page('/completion?lang=en', cookie);
    expect(await accountLanguage(cookie)).toBe('en');
  });

  it('an invalid value leaves the account as it was', async () => {
    const cookie = await newApplicant(t, email());
    await page('/about?lang=es', cookie);
    await page('/about?lang=fr', cookie);
    await page('/staff/applications?lang=en', cookie);
    expect(await accountLanguage(cookie)).toBe('es');
  });

  it('a session that is not valid sets the cookie and changes no account', async () => {
    const cookie = await newApplicant(t, email());
    const res = await page('/about?lang=es', 'session=not-a-session; logged_in=1');
    expect(res.statusCode).toBe(200);
    expect(languageCookie(res)?.value).toBe('es');
    expect(await accountLanguage(cookie)).toBe('en');
  });
});
