// Issues 18 (item 6) and 29: every save and submit records the live form version, and a code saved
// under older definitions that the current ones no longer offer stops submit until the
// applicant chooses again. The test changes the definitions in the running app by editing the
// imported option list in place (what a restart on edited forms/ would load), then restores it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import listsJson from '../../forms/options/lists.json';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

/** The version a new database starts on: the repository's forms/ and schemas/. */
const VERSION = 1;
const WITHDRAWN = 'The option you chose is no longer available. Please choose again.';

/** Removes one option from a list of lists.json for the duration of fn. */
async function withoutOption<T>(list: string, value: string, fn: () => Promise<T>): Promise<T> {
  const options = (listsJson as unknown as Record<string, { value: string }[]>)[list] ?? [];
  const at = options.findIndex((o) => o.value === value);
  if (at < 0) throw new Error(`${list} has no ${value}`);
  const [removed] = options.splice(at, 1);
  try {
    return await fn();
  } finally {
    if (removed) options.splice(at, 0, removed);
  }
}

describe.each(databaseKinds)('the definitions version on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'PUT' | 'POST', url: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const versions = async (username: string) =>
    (
      await t.database.db.query<{ saved: number | null; submitted: number | null }>(
        `SELECT a.form_version AS saved, p.submitted_form_version AS submitted
         FROM applicants p LEFT JOIN answers a ON a.applicant_id = p.id WHERE p.username = $1`,
        [username],
      )
    ).rows[0];
  const completed = async (username: string) => {
    const cookie = await newApplicant(t, username);
    expect((await call(cookie, 'PUT', '/api/answer', completeApplication())).statusCode).toBe(200);
    await call(cookie, 'PUT', '/api/tabs', { tab_id: 'additional_info_tabs', chosen_tab: 'essay' });
    expect(
      (await call(cookie, 'PUT', '/api/answer', { additional_info_essay: 'E' })).statusCode,
    ).toBe(200);
    return cookie;
  };

  it('shows the version on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', definitions_version: VERSION });
  });

  it('records it on every save, one that changes nothing too, and on submit', async () => {
    const username = `version.${++n}@example.edu`;
    const cookie = await newApplicant(t, username);
    expect(await versions(username)).toEqual({ saved: null, submitted: null });
    await t.database.db.query(
      `INSERT INTO answers (applicant_id, data, updated_at, form_version)
       SELECT id, '{"first_name":"Ann"}', now(), 7 FROM applicants WHERE username = $1`,
      [username],
    );
    expect((await call(cookie, 'PUT', '/api/answer', { first_name: 'Ann' })).statusCode).toBe(200);
    expect(await versions(username)).toEqual({ saved: VERSION, submitted: null });
    const done = `version.${++n}@example.edu`;
    expect((await call(await completed(done), 'POST', '/api/submit')).statusCode).toBe(200);
    expect(await versions(done)).toEqual({ saved: VERSION, submitted: VERSION });
  });

  it('refuses submit with a withdrawn choice until the applicant chooses again', async () => {
    const username = `version.${++n}@example.edu`;
    const cookie = await completed(username);
    await withoutOption('prefixes', 'MS', async () => {
      const refused = await call(cookie, 'POST', '/api/submit');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: "We're missing some information!",
        code: 'INVALID_APPLICATION',
        errors: { prefix: [WITHDRAWN] },
      });
      expect(await versions(username)).toEqual({ saved: VERSION, submitted: null });
      // Other answers still save; the withdrawn code cannot be saved again.
      expect((await call(cookie, 'PUT', '/api/answer', { first_name: 'Al' })).statusCode).toBe(200);
      expect((await call(cookie, 'PUT', '/api/answer', { prefix: 'MS' })).statusCode).toBe(400);
      const chosen = await call(cookie, 'PUT', '/api/answer', { prefix: 'MX', prefix_desc: 'Mx.' });
      expect(chosen.statusCode).toBe(200);
      expect((await call(cookie, 'POST', '/api/submit')).statusCode).toBe(200);
    });
  });
});
