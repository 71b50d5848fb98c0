import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/engine';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

// The office's state kept on applicants (migration 200: checklist_marked, moved_to_queue,
// decided) against what the source tables say, after every route that writes those tables.
describe.each(databaseKinds)('the office columns follow their tables (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let ids: string[] = [];
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: admin.cookie }, payload });

  /** Rows whose stored columns differ from the source tables' values (none when in step). */
  const outOfStep = async () =>
    (
      await t.app.db.query<{ id: string }>(
        `SELECT a.id FROM applicants a
          WHERE a.checklist_marked IS DISTINCT FROM ARRAY(SELECT m.item_id FROM checklist_marks m
                  WHERE m.applicant_id = a.id AND m.status IN ('received', 'waived')
                  ORDER BY m.item_id)
             OR a.moved_to_queue IS DISTINCT FROM
                  (SELECT q.queue_id FROM application_queues q WHERE q.applicant_id = a.id)
             OR a.decided IS DISTINCT FROM
                  (SELECT d.decision FROM decisions d WHERE d.applicant_id = a.id)`,
      )
    ).rows.map((row) => row.id);
  const stored = async (id: string | undefined) =>
    (
      await t.app.db.query<{
        checklist_marked: string[];
        moved_to_queue: string | null;
        decided: string | null;
      }>('SELECT checklist_marked, moved_to_queue, decided FROM applicants WHERE id = $1', [id])
    ).rows[0];

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false' });
    admin = await newStaff(t, { role: 'admin' });
    ids = await seedApplications(
      t,
      [0, 1].map((i) => ({
        username: `office${i}@example.edu`,
        createdAt: new Date(Date.UTC(2026, 9, 1, i)),
        status: 'submitted',
        submittedAt: new Date(Date.UTC(2026, 9, 2, i)),
      })),
    );
  });
  afterAll(() => t.close());

  it('marks each checklist change, in either direction', async () => {
    const [first, second] = site.checklist.map((item) => item.id);
    const url = (item: string | undefined) => `/staff/api/applications/${ids[0]}/checklist/${item}`;
    for (const [item, status] of [
      [second, 'received'],
      [first, 'waived'],
      [second, 'missing'],
      [second, 'waived'],
      [first, 'missing'],
    ] as const) {
      expect((await put(url(item), { status })).statusCode).toBe(200);
      expect(await outOfStep()).toEqual([]);
    }
    expect((await stored(ids[0]))?.checklist_marked).toEqual([second]);
  });

  it('follows queue moves and decisions, each replacing the last', async () => {
    const [, second, third] = site.queues.map((queue) => queue.id);
    const [admit, deny] = site.decisions.map((option) => option.id);
    const writes: [string, object][] = [
      ['queue', { queue: second }],
      ['decision', { decision: admit }],
      ['queue', { queue: third }],
      ['decision', { decision: deny, release_at: '2030-01-01T00:00:00Z' }],
    ];
    for (const [what, payload] of writes) {
      const res = await put(`/staff/api/applications/${ids[1]}/${what}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(await outOfStep()).toEqual([]);
    }
    expect(await stored(ids[1])).toEqual({
      checklist_marked: [],
      moved_to_queue: third,
      decided: deny,
    });
    expect(await stored(ids[0])).toMatchObject({ moved_to_queue: null, decided: null });
  });

  it('follows a write to a source table that no route makes (a removal, by hand)', async () => {
    await t.app.db.query('DELETE FROM decisions WHERE applicant_id = $1', [ids[1]]);
    await t.app.db.query('DELETE FROM checklist_marks WHERE applicant_id = $1', [ids[0]]);
    expect(await outOfStep()).toEqual([]);
    expect(await stored(ids[0])).toMatchObject({ checklist_marked: [] });
    expect(await stored(ids[1])).toMatchObject({ decided: null });
  });
});
