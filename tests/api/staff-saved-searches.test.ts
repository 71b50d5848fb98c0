import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAME_TAKEN,
  NO_SUCH_SEARCH,
} from '../../src/server/routes/staff/applications/saved-searches';
import { BAD_DAY } from '../../src/server/staff/applications/search-filters';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';

interface Saved {
  id: string;
  name: string;
  query: Record<string, string>;
  created_at: string;
}

describe.each(databaseKinds)('saved searches (issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let other: TestStaff;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      // A DELETE carries an empty JSON body, as the client sends it.
      payload: (payload ?? (method === 'DELETE' ? {} : undefined)) as object | undefined,
    });
  const save = (payload: unknown, cookie = reader.cookie) =>
    call('POST', '/staff/api/saved-searches', cookie, payload);
  const mine = async (cookie = reader.cookie) =>
    (await call('GET', '/staff/api/saved-searches', cookie)).json<{ items: Saved[] }>().items;
  const auditOf = async (staffId: string, action: string) =>
    (
      await t.app.db.query<{ detail: unknown }>(
        'SELECT detail FROM staff_audit WHERE staff_id = $1 AND action = $2 ORDER BY id',
        [staffId, action],
      )
    ).rows.map((row) => row.detail);

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    reader = await newStaff(t);
    other = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it("saves a named search, lists only the staff member's own by name, and audits it", async () => {
    const query = { q: 'garcía', status: 'submitted', sort: '-name', submitted_from: '2026-11-01' };
    const res = await save({ name: '  Fall García  ', query });
    expect(res.statusCode).toBe(201);
    const saved = res.json<Saved>();
    expect(saved).toMatchObject({ name: 'Fall García', query });
    await save({ name: 'all decided', query: { decision: 'admit', checklist: 'complete' } });
    await save({ name: 'Other person', query: {} }, other.cookie);
    expect((await mine()).map((item) => item.name)).toEqual(['all decided', 'Fall García']);
    expect((await mine())[1]).toEqual(saved);
    expect((await mine(other.cookie)).map((item) => item.name)).toEqual(['Other person']);
    expect(await auditOf(reader.id, 'save_search')).toEqual([
      { name: 'Fall García' },
      { name: 'all decided' },
    ]);
  });

  it('refuses a second search of the same name with 409', async () => {
    const res = await save({ name: 'Fall García', query: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NAME_TAKEN });
  });

  it('deletes only its owner’s search, audited; 404 for another’s or an unknown id', async () => {
    const [first] = await mine();
    const theirs = await call('DELETE', `/staff/api/saved-searches/${first?.id}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: NO_SUCH_SEARCH });
    const gone = await call('DELETE', `/staff/api/saved-searches/${first?.id}`, reader.cookie);
    expect(gone.statusCode).toBe(204);
    expect((await mine()).map((item) => item.name)).toEqual(['Fall García']);
    expect(await auditOf(reader.id, 'delete_search')).toEqual([{ name: 'all decided' }]);
    expect(
      (await call('DELETE', `/staff/api/saved-searches/${first?.id}`, reader.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', '/staff/api/saved-searches/not-an-id', reader.cookie)).statusCode,
    ).toBe(400);
  });

  it.each([
    ['no name', { query: {} }],
    ['a blank name', { name: '   ', query: {} }],
    ['a long name', { name: 'n'.repeat(101), query: {} }],
    ['a name with NUL', { name: 'a\u0000b', query: {} }],
    ['a lone surrogate', { name: 'a\ud800', query: {} }],
    ['no query', { name: 'x' }],
    ['an unknown part', { name: 'x', query: { limit: 5 } }],
    ['a number for text', { name: 'x', query: { q: 5 } }],
    ['an unknown status', { name: 'x', query: { status: 'lost' } }],
    ['an unknown sort', { name: 'x', query: { sort: 'age' } }],
    ['an unknown field', { name: 'x', query: {}, owner: 'me' }],
    ['an unknown decision', { name: 'x', query: { decision: 'maybe' } }],
  ])('answers 400 to %s', async (_name, payload) => {
    expect((await save(payload)).statusCode).toBe(400);
  });

  it('answers 400 to a day that does not exist, with the list’s message', async () => {
    const res = await save({ name: 'x', query: { submitted_to: '2026-02-30' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BAD_DAY });
  });

  it('answers 401 without a staff session', async () => {
    expect((await call('GET', '/staff/api/saved-searches', undefined)).statusCode).toBe(401);
    expect((await save({ name: 'x', query: {} }, '')).statusCode).toBe(401);
  });
});
