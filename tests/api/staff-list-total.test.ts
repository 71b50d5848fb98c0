import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference } from '../../src/engine';
import { BAD_DAY } from '../../src/server/staff/applications/search-filters';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

interface Page {
  items: { username: string; reference: string }[];
  next_cursor: string | null;
  total: number;
}

describe.each(databaseKinds)('the list: total, reference and dates (issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let ids: string[] = [];
  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/staff/api/applications?${query}`,
      headers: { cookie: reader.cookie },
    });
    expect(res.statusCode, query).toBe(200);
    return res.json<Page>();
  };
  const names = (page: Page) => page.items.map((item) => item.username.split('@')[0]).sort();

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    reader = await newStaff(t);
    // The institution is in America/Denver (UTC-7 in November, UTC-6 in July).
    ids = await seedApplications(t, [
      {
        username: 'early@example.edu',
        createdAt: new Date('2026-11-01T00:00:00Z'),
        // 30 November, 23:30 in Denver.
        submittedAt: new Date('2026-12-01T06:30:00Z'),
        status: 'submitted',
        answers: { first_name: 'Early', last_name: 'Bird' },
      },
      {
        username: 'late@example.edu',
        createdAt: new Date('2026-11-01T00:00:00Z'),
        // 1 December, 00:30 in Denver.
        submittedAt: new Date('2026-12-01T07:30:00Z'),
        status: 'submitted',
        answers: { first_name: 'Late', last_name: 'Owl' },
      },
      {
        username: 'summer@example.edu',
        createdAt: new Date('2026-06-01T00:00:00Z'),
        submittedAt: new Date('2026-07-04T18:00:00Z'),
        status: 'submitted',
        answers: { first_name: 'Summer', last_name: 'Bird' },
      },
      {
        username: 'draft@example.edu',
        createdAt: new Date('2026-12-01T08:00:00Z'),
        answers: { first_name: 'Draft', last_name: 'Bird' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('counts every match across pages', async () => {
    const first = await list('limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(4);
    const next = await list(`limit=1&cursor=${first.next_cursor}`);
    expect(next.total).toBe(4);
    expect((await list('q=bird')).total).toBe(3);
    expect((await list('q=bird&status=submitted')).total).toBe(2);
    expect((await list('q=nobody')).total).toBe(0);
  });

  it('finds an application by its reference, typed as shown, in lower case or without the dash', async () => {
    const reference = applicationReference(ids[1] ?? '');
    for (const q of [reference, reference.toLowerCase(), reference.replace('-', '')]) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(names(page), q).toEqual(['late']);
      expect(page.total).toBe(1);
      expect(page.items[0]?.reference).toBe(reference);
    }
  });

  it("filters by the day of submission in the institution's time zone", async () => {
    expect(names(await list('submitted_from=2026-12-01'))).toEqual(['late']);
    expect(names(await list('submitted_to=2026-11-30'))).toEqual(['early', 'summer']);
    expect(names(await list('submitted_from=2026-11-30&submitted_to=2026-11-30'))).toEqual([
      'early',
    ]);
    expect(names(await list('submitted_from=2026-07-04&submitted_to=2026-07-04'))).toEqual([
      'summer',
    ]);
    const range = await list('submitted_from=2026-07-01&submitted_to=2026-12-31&q=bird');
    expect(names(range)).toEqual(['early', 'summer']);
    expect(range.total).toBe(2);
  });

  it('refuses a day that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff/api/applications?submitted_from=2026-02-29',
      headers: { cookie: reader.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BAD_DAY });
  });
});
