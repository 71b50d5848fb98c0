import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSOR } from '../../src/server/routes/staff/applications/list';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

interface Page {
  items: { username: string; last_name: string; first_name: string }[];
  next_cursor: string | null;
  total: number;
}

const T0 = Date.parse('2026-10-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/** Family names in an order that is not the order of creation, with ties broken by given name. */
const PEOPLE = [
  ['Ann', 'Cole', 'started'],
  ['Bea', 'adams', 'submitted'],
  ['Cal', 'Bell', 'validating'],
  ['Dee', 'Cole', 'submitted'],
  ['Eve', 'Bell', 'started'],
  ['Fay', 'Adams', 'validating'],
  ['Gus', 'Dunn', 'submitted'],
] as const;

describe.each(databaseKinds)('the list sorted by the server (issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  const get = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/staff/api/applications?${query}`,
      headers: { cookie: reader.cookie },
    });
  /** Every page of a sort, two rows at a time, as first names. */
  const walk = async (query: string): Promise<string[]> => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<Page>();
      expect(page.total).toBe(PEOPLE.length);
      names.push(...page.items.map((item) => item.first_name));
      cursor = page.next_cursor;
    } while (cursor);
    return names;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    reader = await newStaff(t);
    await seedApplications(
      t,
      PEOPLE.map(([first, last, status], i) => ({
        username: `${first.toLowerCase()}@example.edu`,
        createdAt: at(i),
        submittedAt: status === 'submitted' ? at(100 - i) : undefined,
        status,
        answers: { first_name: first, last_name: last, entry_term: i % 2 ? '2027FA' : '2027SP' },
      })),
    );
  });
  afterAll(() => t.close());

  it('sorts by family then given name, case-blind, both ways, across pages', async () => {
    const up = ['Bea', 'Fay', 'Cal', 'Eve', 'Ann', 'Dee', 'Gus'];
    expect(await walk('sort=name')).toEqual(up);
    expect(await walk('sort=-name')).toEqual([...up].reverse());
  });

  it('sorts by e-mail, status, term and time; newest first without a sort', async () => {
    expect(await walk('sort=username')).toEqual(['Ann', 'Bea', 'Cal', 'Dee', 'Eve', 'Fay', 'Gus']);
    const byStatus = await walk('sort=status');
    expect(byStatus.slice(0, 2).sort()).toEqual(['Ann', 'Eve']);
    expect(byStatus.slice(2, 5).sort()).toEqual(['Bea', 'Dee', 'Gus']);
    const byTerm = await walk('sort=-entry_term');
    expect(byTerm.slice(0, 4).sort()).toEqual(['Ann', 'Cal', 'Eve', 'Gus']);
    // Submitted rows sort by submission (Bea latest), the others by creation.
    const newest = await walk('sort=-submitted_at');
    expect(newest).toEqual(await walk(''));
    expect(newest).toEqual(['Bea', 'Dee', 'Gus', 'Fay', 'Eve', 'Cal', 'Ann']);
    expect(await walk('sort=submitted_at')).toEqual([...newest].reverse());
  });

  it('keeps a search and its filters in the chosen order', async () => {
    const res = await get('q=bell&sort=-name');
    expect(res.json<Page>().items.map((item) => item.first_name)).toEqual(['Eve', 'Cal']);
    const submitted = await get('status=submitted&sort=name');
    expect(submitted.json<Page>().items.map((item) => item.first_name)).toEqual([
      'Bea',
      'Dee',
      'Gus',
    ]);
  });

  it('refuses an unknown sort, and a cursor given out for another order', async () => {
    expect((await get('sort=age')).statusCode).toBe(400);
    expect((await get('sort=name&sort=username')).statusCode).toBe(400);
    const page = (await get('sort=name&limit=2')).json<Page>();
    const res = await get(`sort=username&limit=2&cursor=${page.next_cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BAD_CURSOR });
    expect((await get(`limit=2&cursor=${page.next_cursor}`)).statusCode).toBe(400);
  });

  it('audits the order asked for', async () => {
    await get('sort=-username');
    const { rows } = await t.app.db.query<{ detail: { sort: string } }>(
      "SELECT detail FROM staff_audit WHERE staff_id = $1 AND action = 'search' ORDER BY id DESC LIMIT 1",
      [reader.id],
    );
    expect(rows[0]?.detail.sort).toBe('-username');
  });
});
