import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_CHANGED,
  SEARCH_NOT_ALL_SUBMITTED,
} from '../../src/server/routes/staff/assign-search';
import { NO_SUCH_READER } from '../../src/server/routes/staff/queues';
import { checkAuditChain } from '../../src/server/staff/audit-chain';
import { BAD_DAY, NO_SUCH_QUEUE } from '../../src/server/staff/applications/search-filters';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

const URL = '/staff/api/assignments/search';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** More than the older limit of 200 ids a request may name. */
const MANY = 230;

describe.each(databaseKinds)('assignment by search (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let first: TestStaff;
  let second: TestStaff;
  let third: TestStaff;
  /** The fall applicants by family name: Abbott, Baker … Gray. */
  let fall: string[] = [];
  let many: string[] = [];
  const call = (who: TestStaff | '', payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: who === '' ? '' : who.cookie },
      payload: payload as object,
    });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.app.db.query<{ n: number | string }>(sql, params)).rows[0]?.n);
  const assignmentsOf = async (reader: TestStaff) =>
    (
      await t.app.db.query<{ applicant_id: string }>(
        'SELECT applicant_id FROM assignments WHERE reader_id = $1 ORDER BY seq',
        [reader.id],
      )
    ).rows.map((row) => row.applicant_id);
  const assignAudit = async () =>
    (
      await t.app.db.query<{
        staff_id: string;
        application_id: string;
        detail: string | Record<string, unknown>;
      }>(
        `SELECT staff_id, application_id, detail FROM staff_audit WHERE action = 'assign'
          ORDER BY seq`,
      )
    ).rows.map((row) => ({
      ...row,
      detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail,
    }));
  const day = (n: number) => new Date(Date.UTC(2026, 10, 2 + n, 15));
  const FALL = { status: 'submitted', entry_term: '2027FA', sort: 'name' } as const;
  const SEARCH_DETAIL = {
    q: '',
    status: 'submitted',
    entry_term: '2027FA',
    submitted_from: '',
    submitted_to: '',
    checklist: '',
    decision: '',
    sort: 'name',
    queue: '',
    assignee: '',
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    first = await newStaff(t, { role: 'reader' });
    second = await newStaff(t, { role: 'reader' });
    third = await newStaff(t, { role: 'reader' });
    // Seeded out of name order: the split follows the search's order, not the insertion's.
    const names = ['Gray', 'Abbott', 'Foster', 'Baker', 'Evans', 'Cole', 'Dunn'];
    const seeded = await seedApplications(
      t,
      names.map((last_name, i) => ({
        username: `fall.${i}@example.edu`,
        answers: { first_name: 'Fall', last_name, entry_term: '2027FA' },
        status: 'submitted' as const,
        createdAt: day(i),
        submittedAt: day(i + 1),
      })),
    );
    fall = [...names].sort().map((name) => seeded[names.indexOf(name)] ?? '');
    // Not of the search: another term, and a fall applicant who has not submitted.
    await seedApplications(t, [
      {
        username: 'spring@example.edu',
        answers: { last_name: 'Spring', entry_term: '2027SP' },
        status: 'submitted',
        createdAt: day(1),
        submittedAt: day(2),
      },
      {
        username: 'started@example.edu',
        answers: { last_name: 'Started', entry_term: '2027FA' },
        status: 'started',
        createdAt: day(3),
      },
    ]);
    many = await seedApplications(
      t,
      Array.from({ length: MANY }, (_, i) => ({
        username: `many.${String(i).padStart(3, '0')}@example.edu`,
        answers: { last_name: 'Many', entry_term: '2028SP' },
        status: 'submitted' as const,
        createdAt: day(0),
        submittedAt: new Date(day(1).getTime() + i * 1000),
      })),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('answers 401 without a staff session and 403 to a reader, and assigns nothing', async () => {
    const body = { search: FALL, reader_ids: [first.id], count: 7 };
    expect((await call('', body)).statusCode).toBe(401);
    const refused = await call(first, body);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: STAFF_ADMIN_REQUIRED }]);
    expect(await count('SELECT count(*) AS n FROM assignments')).toBe(0);
    expect(await assignAudit()).toEqual([]);
  });

  it('assigns nothing when the search now selects another number than the one confirmed', async () => {
    for (const confirmed of [6, 8]) {
      const res = await call(admin, { search: FALL, reader_ids: [first.id], count: confirmed });
      expect([res.statusCode, res.json()]).toEqual([409, { message: SEARCH_CHANGED, count: 7 }]);
    }
    expect(await count('SELECT count(*) AS n FROM assignments')).toBe(0);
    expect(await assignAudit()).toEqual([]);
  });

  it('assigns nothing when the search holds an application not yet submitted', async () => {
    const res = await call(admin, {
      search: { entry_term: '2027FA' },
      reader_ids: [first.id],
      count: 8,
    });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: SEARCH_NOT_ALL_SUBMITTED, count: 1 },
    ]);
    expect(await count('SELECT count(*) AS n FROM assignments')).toBe(0);
  });

  it('refuses unknown or disabled readers, and a search the list refuses', async () => {
    await t.app.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [third.id]);
    const res = await call(admin, {
      search: FALL,
      reader_ids: [first.id, UNKNOWN, third.id],
      count: 7,
    });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { message: NO_SUCH_READER, keys: [UNKNOWN, third.id] },
    ]);
    const queue = await call(admin, {
      search: { queue: 'limbo' },
      reader_ids: [first.id],
      count: 1,
    });
    expect([queue.statusCode, queue.json()]).toEqual([400, { message: NO_SUCH_QUEUE }]);
    const date = await call(admin, {
      search: { submitted_from: '2026-02-30' },
      reader_ids: [first.id],
      count: 1,
    });
    expect([date.statusCode, date.json()]).toEqual([400, { message: BAD_DAY }]);
    expect(await count('SELECT count(*) AS n FROM assignments')).toBe(0);
  });

  it('splits the search evenly between readers in its order, audited once per application', async () => {
    const res = await call(admin, { search: FALL, reader_ids: [first.id, second.id], count: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      selected: 7,
      assigned: 7,
      readers: [
        { id: first.id, username: first.username, selected: 4, assigned: 4 },
        { id: second.id, username: second.username, selected: 3, assigned: 3 },
      ],
    });
    expect(await assignmentsOf(first)).toEqual(fall.slice(0, 4));
    expect(await assignmentsOf(second)).toEqual(fall.slice(4));
    const audit = await assignAudit();
    expect(audit).toEqual(
      fall.map((id, i) => ({
        staff_id: admin.id,
        application_id: id,
        detail: { reader: (i < 4 ? first : second).username, search: SEARCH_DETAIL },
      })),
    );
    expect(await checkAuditChain(t.app.db)).toMatchObject({ whole: true });

    // The reader's queue is the search's order.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/staff/api/assignments/mine',
      headers: { cookie: first.cookie },
    });
    expect(mine.json<{ items: { last_name: string }[] }>().items.map((i) => i.last_name)).toEqual([
      'Abbott',
      'Baker',
      'Cole',
      'Dunn',
    ]);
  });

  it('counts only the newly assigned when the search is assigned again', async () => {
    const res = await call(admin, { search: FALL, reader_ids: [first.id], count: 7 });
    expect(res.json()).toEqual({
      selected: 7,
      assigned: 3,
      readers: [{ id: first.id, username: first.username, selected: 7, assigned: 3 }],
    });
    expect(await assignmentsOf(first)).toEqual([...fall.slice(0, 4), ...fall.slice(4)]);
    expect(await assignAudit()).toHaveLength(14);
  });

  it('assigns more than a page of applications in one request: exactly the search', async () => {
    const search = { entry_term: '2028SP', sort: 'submitted_at' } as const;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/staff/api/applications?entry_term=2028SP&limit=1',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json<{ total: number }>().total).toBe(MANY);
    const before = (await assignAudit()).length;
    const res = await call(admin, { search, reader_ids: [second.id], count: MANY });
    expect(res.json()).toMatchObject({ selected: MANY, assigned: MANY });
    expect(await assignmentsOf(second)).toEqual([...fall.slice(4), ...many]);
    const audit = (await assignAudit()).slice(before);
    expect(audit.map((row) => row.application_id)).toEqual(many);
    expect(await checkAuditChain(t.app.db)).toMatchObject({ whole: true });
  });
});
