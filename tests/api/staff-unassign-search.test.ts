import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CHANGED_UNASSIGN } from '../../src/server/routes/staff/assign-search';
import { NO_SUCH_STAFF } from '../../src/server/routes/staff/queues';
import { checkAuditChain } from '../../src/server/staff/audit-chain';
import { NO_SUCH_QUEUE } from '../../src/server/staff/applications/search-filters';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

const URL = '/staff/api/assignments/search';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('unassignment by search (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let first: TestStaff;
  let second: TestStaff;
  /** The fall applicants by family name: Abbott, Baker, Cole, Dunn, Evans (Evans not submitted). */
  let fall: string[] = [];
  let spring = '';
  const call = (who: TestStaff | '', payload: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: URL,
      headers: { cookie: who === '' ? '' : who.cookie },
      payload: payload as object,
    });
  const assignmentsOf = async (reader: TestStaff) =>
    (
      await t.app.db.query<{ applicant_id: string }>(
        'SELECT applicant_id FROM assignments WHERE reader_id = $1 ORDER BY seq',
        [reader.id],
      )
    ).rows.map((row) => row.applicant_id);
  const unassignAudit = async () =>
    (
      await t.app.db.query<{
        staff_id: string;
        application_id: string;
        detail: string | Record<string, unknown>;
      }>(
        `SELECT staff_id, application_id, detail FROM staff_audit WHERE action = 'unassign'
          ORDER BY seq`,
      )
    ).rows.map((row) => ({
      ...row,
      detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail,
    }));
  const day = (n: number) => new Date(Date.UTC(2026, 10, 2 + n, 15));
  const FALL = { entry_term: '2027FA', sort: 'name' } as const;

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    first = await newStaff(t, { role: 'reader' });
    second = await newStaff(t, { role: 'reader' });
    // Seeded out of name order: the audit follows the search's order, not the insertion's.
    const names = ['Dunn', 'Abbott', 'Cole', 'Baker', 'Evans'];
    const seeded = await seedApplications(
      t,
      names.map((last_name, i) => ({
        username: `fall.${i}@example.edu`,
        answers: { first_name: 'Fall', last_name, entry_term: '2027FA' },
        status: last_name === 'Evans' ? ('started' as const) : ('submitted' as const),
        createdAt: day(i),
        ...(last_name === 'Evans' ? {} : { submittedAt: day(i + 1) }),
      })),
    );
    fall = [...names].sort().map((name) => seeded[names.indexOf(name)] ?? '');
    [spring = ''] = await seedApplications(t, [
      {
        username: 'spring@example.edu',
        answers: { last_name: 'Spring', entry_term: '2027SP' },
        status: 'submitted',
        createdAt: day(1),
        submittedAt: day(2),
      },
    ]);
    const assign = (applicantId: string, reader: TestStaff) =>
      t.app.repos.assignments.assign({
        applicantId,
        readerId: reader.id,
        staffId: admin.id,
        now: day(9),
      });
    for (const id of [...fall.slice(0, 4), spring]) await assign(id, first);
    for (const id of fall.slice(1, 3)) await assign(id, second);
  });
  afterAll(() => t.close());

  it('answers 401 without a staff session and 403 to a reader, and removes nothing', async () => {
    const payload = { search: FALL, reader_ids: [first.id], count: 5 };
    expect((await call('', payload)).statusCode).toBe(401);
    const refused = await call(first, payload);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: STAFF_ADMIN_REQUIRED }]);
    expect(await assignmentsOf(first)).toHaveLength(5);
  });

  it('removes nothing when the search now selects another number than the one confirmed', async () => {
    const res = await call(admin, { search: FALL, reader_ids: [first.id, second.id], count: 4 });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: SEARCH_CHANGED_UNASSIGN, count: 5 },
    ]);
    expect(await assignmentsOf(first)).toHaveLength(5);
    expect(await assignmentsOf(second)).toHaveLength(2);
    expect(await unassignAudit()).toEqual([]);
  });

  it('refuses unknown staff ids (404 naming them) and a search the list refuses', async () => {
    const res = await call(admin, { search: FALL, reader_ids: [first.id, UNKNOWN], count: 5 });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { message: NO_SUCH_STAFF, keys: [UNKNOWN] },
    ]);
    const queue = await call(admin, {
      search: { queue: 'limbo' },
      reader_ids: [first.id],
      count: 1,
    });
    expect([queue.statusCode, queue.json()]).toEqual([400, { message: NO_SUCH_QUEUE }]);
    expect(await assignmentsOf(first)).toHaveLength(5);
    expect(await unassignAudit()).toEqual([]);
  });

  it('takes the readers off every application of the search, audited once per assignment removed', async () => {
    const res = await call(admin, { search: FALL, reader_ids: [first.id, second.id], count: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      selected: 5,
      unassigned: 6,
      readers: [
        { id: first.id, username: first.username, unassigned: 4 },
        { id: second.id, username: second.username, unassigned: 2 },
      ],
    });
    // Outside the search, the spring application stays the first reader's.
    expect(await assignmentsOf(first)).toEqual([spring]);
    expect(await assignmentsOf(second)).toEqual([]);
    const search = {
      q: '',
      status: '',
      entry_term: '2027FA',
      submitted_from: '',
      submitted_to: '',
      checklist: '',
      decision: '',
      sort: 'name',
      queue: '',
      assignee: '',
    };
    const row = (id: string | undefined, reader: TestStaff) => ({
      staff_id: admin.id,
      application_id: id,
      detail: { reader: reader.username, search },
    });
    expect(await unassignAudit()).toEqual([
      row(fall[0], first),
      row(fall[1], first),
      row(fall[1], second),
      row(fall[2], first),
      row(fall[2], second),
      row(fall[3], first),
    ]);
    expect(await checkAuditChain(t.app.db)).toMatchObject({ whole: true });
  });

  it('takes a disabled staff member off too; nothing left to remove is 0, not an error', async () => {
    await t.app.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [second.id]);
    const res = await call(admin, { search: FALL, reader_ids: [second.id], count: 5 });
    expect(res.json()).toEqual({
      selected: 5,
      unassigned: 0,
      readers: [{ id: second.id, username: second.username, unassigned: 0 }],
    });
    expect(await unassignAudit()).toHaveLength(6);
  });
});
