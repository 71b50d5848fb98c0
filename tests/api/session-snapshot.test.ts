import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SNAPSHOT_ID } from '../../src/contracts/session-snapshot';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { asSent } from '../helpers/page-html';

const SHELL =
  '<html lang="en"><head><title>Undergraduate Application</title></head><body><div id="root"></div></body></html>';
const ELEMENT = new RegExp(
  `<script type="application/json" id="${SESSION_SNAPSHOT_ID}">(.*?)</script>`,
  's',
);

/** The JSON the page carries, or undefined when it carries none. */
function snapshotOf(html: string): unknown {
  const json = ELEMENT.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe.each(databaseKinds)("a logged-in page's session snapshot on %s (issue 20)", (kind) => {
  const clientDir = mkdtempSync(join(tmpdir(), 'admissions-snapshot-'));
  let t: TestApp;
  let n = 0;
  const applicant = () => newApplicant(t, `snapshot.${++n}@example.edu`);
  const page = (url: string, cookie = '') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const api = async (cookie: string, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<unknown>();

  beforeAll(async () => {
    writeFileSync(join(clientDir, 'index.html'), SHELL);
    t = await buildTestApp(kind, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/about', '/education', '/final-steps', '/'])(
    '%s carries what the profile and view-state reads answer, and is never stored',
    async (url) => {
      const cookie = await applicant();
      await t.app.inject({
        method: 'PUT',
        url: '/api/add-another',
        headers: { cookie },
        payload: { button_id: 'high_school', num_components: 3 },
      });
      const res = await page(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toBe('cookie, accept-encoding');
      expect(snapshotOf(res.body)).toEqual({
        profile: await api(cookie, '/api/profile'),
        addAnother: await api(cookie, '/api/add-another'),
        tabs: await api(cookie, '/api/tabs'),
      });
      expect(snapshotOf(res.body)).toMatchObject({ addAnother: { high_school: 3 } });
    },
  );

  it('an answer cannot close the element: "<" is escaped and reads back the same', async () => {
    const cookie = await applicant();
    const text = '</script><script>alert(1)</script><!--';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: text },
    });
    expect(saved.statusCode).toBe(200);
    const { body } = await page('/about', cookie);
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(snapshotOf(body)).toMatchObject({ profile: { answer: { first_name: text } } });
  });

  it.each([
    ['a visitor', '/about', () => Promise.resolve('')],
    ['a logged_in cookie without a session', '/about', () => Promise.resolve('logged_in=1')],
    [
      'a session the server does not know',
      '/about',
      () => applicant().then((c) => c.replace(/session=[^;]+/, 'session=ended')),
    ],
    ['a logged-in applicant on a card page', '/login', applicant],
    ['a logged-in applicant with a query string', '/about?token=x', applicant],
  ])('%s gets the page without one, cacheable as before', async (_case, url, cookieFor) => {
    const res = await page(url, await cookieFor());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(asSent(SHELL, false));
  });
});
