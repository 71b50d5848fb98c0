import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReference } from '../../src/engine';
import {
  REPEATED_COLUMN,
  UNKNOWN_COLUMN,
  WITHHELD_COLUMN,
} from '../../src/server/routes/staff/applications/export-columns';
import { BAD_DECISION } from '../../src/server/staff/applications/search-filters';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import { csvRows } from '../helpers/csv-rows';

const T0 = Date.parse('2026-10-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

describe.each(databaseKinds)(
  'the CSV export of a search, chosen columns (issue 33) on %s',
  (kind) => {
    let t: TestApp;
    let reader: TestStaff;
    let admin: TestStaff;
    let ids: string[] = [];
    const get = (url: string, cookie = reader.cookie) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });

    beforeAll(async () => {
      t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
      reader = await newStaff(t);
      admin = await newStaff(t, { role: 'admin' });
      ids = await seedApplications(
        t,
        ['Zoë Ångström', 'Ana Ångström', 'Björn Müller', 'Chloé Ångström'].map((name, i) => {
          const [first = '', last = ''] = name.split(' ');
          return {
            username: `person${i}@example.edu`,
            createdAt: at(i),
            status: i === 3 ? 'started' : 'submitted',
            submittedAt: i === 3 ? undefined : at(60 + i),
            answers: {
              first_name: first,
              last_name: last,
              birth_date: '2008-01-0' + String(i + 1),
            },
          } as const;
        }),
      );
    });
    afterAll(() => t.close());

    it('exports exactly what the list shows for the same search, in its order', async () => {
      const search = 'q=angstrom&status=submitted&sort=name';
      const list = (await get(`/staff/api/applications?${search}`)).json<{
        items: { username: string }[];
      }>();
      const res = await get(`/staff/api/export.csv?${search}&columns=username,first_name`);
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = csvRows(res.body);
      expect(header).toEqual(['username', 'first_name']);
      expect(rows.map((row) => row[0])).toEqual(list.items.map((item) => item.username));
      expect(rows).toEqual([
        ['person1@example.edu', 'Ana'],
        ['person0@example.edu', 'Zoë'],
      ]);
    });

    it("gives the chosen columns in the chosen order, times in the institution's zone", async () => {
      const res = await get(
        '/staff/api/export.csv?submitted_from=2026-10-01&sort=-submitted_at&columns=last_name,reference,submitted_at,status,entry_term,id',
      );
      const [header, ...rows] = csvRows(res.body);
      expect(header).toEqual([
        'last_name',
        'reference',
        'submitted_at',
        'status',
        'entry_term',
        'id',
      ]);
      expect(rows[0]).toEqual([
        'Müller',
        applicationReference(ids[2] ?? ''),
        '2026-10-01T07:02:00-06:00',
        'submitted',
        '',
        ids[2],
      ]);
      expect(rows).toHaveLength(3);
    });

    it('refuses a withheld column to a reader and gives it to an admin', async () => {
      const refused = await get('/staff/api/export.csv?columns=username,birth_date');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: `${WITHHELD_COLUMN}birth_date` });
      const given = await get(
        '/staff/api/export.csv?columns=username,birth_date&sort=username',
        admin.cookie,
      );
      expect(csvRows(given.body).slice(0, 2)).toEqual([
        ['username', 'birth_date'],
        ['person0@example.edu', '2008-01-01'],
      ]);
    });

    it.each([
      ['an unknown column', 'columns=username,shoe_size', 400, `${UNKNOWN_COLUMN}shoe_size`],
      ['a column twice', 'columns=username,username', 400, `${REPEATED_COLUMN}username`],
      ['an unknown decision', 'decision=maybe', 400, BAD_DECISION],
    ])('answers %s with its message', async (_name, query, status, message) => {
      const res = await get(`/staff/api/export.csv?${query}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message });
    });

    it.each([
      'columns=',
      'columns=Username',
      'columns=a,,b',
      'sort=age',
      'checklist=half',
      'submitted_to=2026-02-30',
      `q=${'q'.repeat(201)}`,
      'q=%00',
    ])('answers 400 to %s', async (query) => {
      expect((await get(`/staff/api/export.csv?${query}`)).statusCode).toBe(400);
    });

    it('audits the search and how many columns it took', async () => {
      await get('/staff/api/export.csv?q=muller&columns=username,first_name,last_name');
      const { rows } = await t.app.db.query<{ detail: Record<string, unknown> }>(
        "SELECT detail FROM staff_audit WHERE staff_id = $1 AND action = 'export' ORDER BY id DESC LIMIT 1",
        [reader.id],
      );
      expect(rows[0]?.detail).toMatchObject({ q: 'muller', sort: '', columns: 3 });
    });
  },
);
