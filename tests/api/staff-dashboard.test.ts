import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contracts/staff-dashboard';
import { site, WEB_STATUSES } from '../../src/engine';
import { BAD_DECISION } from '../../src/server/staff/applications/search-filters';
import { readChecklist } from '../../src/server/application/checklist';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

const T0 = Date.parse('2026-10-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const STATUSES = [
  'submitted',
  'submitted',
  'submitted',
  'submitted',
  'submitted',
  'started',
  'validating',
] as const;
const TERMS = ['2027FA', '2027FA', '2027SP', '', '2028SP', '2027FA', '2027SP'];

describe.each(databaseKinds)('the dashboard and its filters (issue 33) on %s', (kind) => {
  let t: TestApp;
  let reader: TestStaff;
  let admin: TestStaff;
  let ids: string[] = [];
  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const total = async (query: Record<string, string>) => {
    const res = await call(
      'GET',
      `/staff/api/applications?${new URLSearchParams(query)}`,
      reader.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ total: number; items: { id: string }[] }>();
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.app.db.query<{ n: string }>(sql, params)).rows[0]?.n);

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    reader = await newStaff(t);
    admin = await newStaff(t, { role: 'admin' });
    ids = await seedApplications(
      t,
      STATUSES.map((status, i) => ({
        username: `a${i}@example.edu`,
        createdAt: at(i),
        status,
        submittedAt: status === 'submitted' ? at(100 + i) : undefined,
        answers: { entry_term: TERMS[i] ?? '' },
      })),
    );
    const required = site.checklist.filter((item) => item.required).map((item) => item.id);
    expect(required.length).toBeGreaterThan(0);
    // 0: every required item in hand (one waived); 1: one still missing; 2: marked missing again.
    for (const [i, item] of required.entries())
      await call('PUT', `/staff/api/applications/${ids[0]}/checklist/${item}`, reader.cookie, {
        status: i === 0 ? 'waived' : 'received',
      });
    await call('PUT', `/staff/api/applications/${ids[1]}/checklist/${required[0]}`, reader.cookie, {
      status: 'received',
    });
    for (const item of required)
      await call('PUT', `/staff/api/applications/${ids[2]}/checklist/${item}`, reader.cookie, {
        status: 'missing',
      });
    const decide = (i: number, decision: string, release_at?: string) =>
      call('PUT', `/staff/api/applications/${ids[i]}/decision`, admin.cookie, {
        decision,
        release_at,
      });
    expect((await decide(0, 'admit')).statusCode).toBe(200);
    expect((await decide(1, 'admit', '2030-01-01T00:00:00Z')).statusCode).toBe(200);
    expect((await decide(2, 'deny')).statusCode).toBe(200);
    // Two submitted applications leave the first queue, so its count is not all of them.
    const second = site.queues[1]?.id ?? '';
    expect(second).not.toBe('');
    for (const i of [3, 4])
      expect(
        (
          await call('PUT', `/staff/api/applications/${ids[i]}/queue`, admin.cookie, {
            queue: second,
          })
        ).statusCode,
      ).toBe(200);
  });
  afterAll(() => t.close());

  it('filters by checklist completeness exactly as the engine reads each checklist', async () => {
    const complete = new Set(
      (await total({ checklist: 'complete', limit: '200' })).items.map((i) => i.id),
    );
    const incomplete = new Set(
      (await total({ checklist: 'incomplete', limit: '200' })).items.map((i) => i.id),
    );
    for (const id of ids) {
      const inHand = (await readChecklist(t.app.db, id))
        .filter((item) => item.required)
        .every((item) => item.status !== 'missing');
      expect(complete.has(id), id).toBe(inHand);
      expect(incomplete.has(id), id).toBe(!inHand);
    }
    expect([...complete]).toEqual([ids[0]]);
  });

  it('filters by decision, released or not, and by no decision', async () => {
    expect((await total({ decision: 'admit' })).total).toBe(2);
    expect((await total({ decision: 'deny' })).total).toBe(1);
    expect((await total({ decision: 'waitlist' })).total).toBe(0);
    expect((await total({ decision: 'none', status: 'submitted' })).total).toBe(2);
  });

  it("counts agree with the database, and each is its link's list total", async () => {
    const res = await call('GET', '/staff/api/dashboard', reader.cookie);
    expect(res.statusCode).toBe(200);
    const { groups } = res.json<Dashboard>();
    expect(groups.map((group) => group.id)).toEqual([
      'status',
      'entry_term',
      'checklist',
      'queue',
      'decision',
    ]);
    const byGroup = Object.fromEntries(
      groups.map((group) => [
        group.id,
        Object.fromEntries(group.items.map((item) => [item.label, item.count])),
      ]),
    );

    expect(byGroup.status?.['All applications']).toBe(
      await count('SELECT count(*) AS n FROM applicants'),
    );
    for (const status of WEB_STATUSES) {
      const item = groups[0]?.items.find((entry) => entry.query.status === status);
      expect(item?.count, status).toBe(
        await count('SELECT count(*) AS n FROM applicants WHERE status = $1', [status]),
      );
    }

    const terms = groups[1]?.items ?? [];
    expect(terms.map((item) => item.query.entry_term)).toEqual(['2027FA', '2027SP', '2028SP']);
    for (const item of terms)
      expect(item.count).toBe(
        await count(`SELECT count(*) AS n FROM answers WHERE data ->> 'entry_term' = $1`, [
          item.query.entry_term,
        ]),
      );
    expect(terms.find((item) => item.query.entry_term === '2027FA')?.label).toBe('Fall 2027');

    const submitted = ids.filter((_id, i) => STATUSES[i] === 'submitted');
    let complete = 0;
    for (const id of submitted)
      if (
        (await readChecklist(t.app.db, id))
          .filter((item) => item.required)
          .every((item) => item.status !== 'missing')
      )
        complete++;
    expect(byGroup.checklist).toEqual({
      Complete: complete,
      'Items missing': submitted.length - complete,
    });

    // A submitted application without a move is in the first queue (migration 140).
    const [first, ...others] = site.queues;
    for (const queue of site.queues)
      expect(byGroup.queue?.[queue.label], queue.id).toBe(
        await count(
          `SELECT count(*) AS n FROM applicants a
             LEFT JOIN application_queues q ON q.applicant_id = a.id
            WHERE a.status = 'submitted' AND COALESCE(q.queue_id, $1) = $2`,
          [first?.id, queue.id],
        ),
      );
    expect(byGroup.queue?.[first?.label ?? '']).toBe(submitted.length - 2);
    expect(byGroup.queue?.[others[0]?.label ?? '']).toBe(2);

    for (const option of site.decisions)
      expect(byGroup.decision?.[option.label], option.id).toBe(
        await count('SELECT count(*) AS n FROM decisions WHERE decision = $1', [option.id]),
      );
    expect(byGroup.decision?.['Submitted, no decision yet']).toBe(
      await count(
        `SELECT count(*) AS n FROM applicants a WHERE status = 'submitted'
           AND NOT EXISTS (SELECT 1 FROM decisions d WHERE d.applicant_id = a.id)`,
      ),
    );

    for (const group of groups)
      for (const item of group.items)
        expect((await total(item.query as Record<string, string>)).total, item.label).toBe(
          item.count,
        );
  });

  it('is for any staff member, audited; 401 without a session, 400 for a query', async () => {
    expect((await call('GET', '/staff/api/dashboard', admin.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/dashboard' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', '/staff/api/dashboard?status=submitted', reader.cookie)).statusCode,
    ).toBe(400);
    expect(
      await count(
        `SELECT count(*) AS n FROM staff_audit WHERE action = 'dashboard' AND staff_id = $1`,
        [admin.id],
      ),
    ).toBe(1);
  });

  it('refuses an unknown decision or checklist state with 400', async () => {
    const res = await call('GET', '/staff/api/applications?decision=maybe', reader.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BAD_DECISION });
    expect(
      (await call('GET', '/staff/api/applications?checklist=half', reader.cookie)).statusCode,
    ).toBe(400);
  });
});
