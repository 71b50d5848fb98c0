// Issue 33, the queues and assignments: the queues of site.json and their counts, moving an
// application between them (admins), assigning applications to readers, a reader's own queue
// and the list's filters by assignee and queue. (Reviews, and taking readers off:
// staff-queue-reviews.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_APPLICATION } from '../../src/server/routes/staff/applications/find-application';
import { NOT_SUBMITTED } from '../../src/server/routes/staff/applications/queue';
import { NO_SUCH_QUEUE } from '../../src/server/staff/applications/search-filters';
import { NO_SUCH_READER, NOT_ALL_SUBMITTED } from '../../src/server/routes/staff/queues';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import type { TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { staffAudit, type TestStaff } from '../helpers/staff';
import { buildQueuesApp, REVIEW, staffCall } from '../helpers/staff-queues';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('queues and assignments (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let reader: TestStaff;
  let second: TestStaff;
  let ids: string[] = [];
  let started = '';
  const clock = new TestClock();
  const call = staffCall(() => t);
  const auditOf = (action: string) => staffAudit(t, action);

  beforeAll(async () => {
    ({ t, admin, reader, second, ids, started } = await buildQueuesApp(kind, clock));
  });
  afterAll(() => t.close());

  it('answers 401 without a staff session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/staff/api/queues'],
      ['POST', '/staff/api/assignments', { reader_id: UNKNOWN, application_ids: [UNKNOWN] }],
      ['DELETE', '/staff/api/assignments', { reader_id: UNKNOWN, application_ids: [UNKNOWN] }],
      ['GET', '/staff/api/assignments/mine'],
      ['GET', `/staff/api/applications/${ids[0]}/queue`],
      ['PUT', `/staff/api/applications/${ids[0]}/queue`, { queue: 'committee' }],
      ['GET', `/staff/api/applications/${ids[0]}/reviews`],
      ['POST', `/staff/api/applications/${ids[0]}/reviews`, { answers: REVIEW }],
      ['PUT', `/staff/api/applications/${ids[0]}/reviews/mine`, { answers: REVIEW }],
    ] as const)
      expect((await call(method, url, '', payload)).statusCode, url).toBe(401);
  });

  it('lists the queues of site.json with their counts: every submitted application starts in the first', async () => {
    const res = await call('GET', '/staff/api/queues', reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { id: 'ready', label: 'Ready for review', blind: true, count: 4 },
        { id: 'committee', label: 'Committee', blind: false, count: 0 },
        { id: 'decided', label: 'Decided', blind: false, count: 0 },
      ],
    });
    expect((await auditOf('read_queues')).at(-1)).toMatchObject({ staff_id: reader.id });
  });

  it('refuses to move an application for a reader (403), to an unknown queue (400), or before submit (409)', async () => {
    const url = `/staff/api/applications/${ids[0]}/queue`;
    const refused = await call('PUT', url, reader, { queue: 'committee' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: STAFF_ADMIN_REQUIRED });
    const unknown = await call('PUT', url, admin, { queue: 'limbo' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: NO_SUCH_QUEUE }]);
    const early = await call('PUT', `/staff/api/applications/${started}/queue`, admin, {
      queue: 'committee',
    });
    expect([early.statusCode, early.json()]).toEqual([409, { message: NOT_SUBMITTED }]);
    const missing = await call('PUT', `/staff/api/applications/${UNKNOWN}/queue`, admin, {
      queue: 'committee',
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: NO_SUCH_APPLICATION }]);
    expect(await auditOf('queue_move')).toEqual([]);
  });

  it('assigns many applications to a reader in one request, audited per application', async () => {
    const refused = await call('POST', '/staff/api/assignments', reader, {
      reader_id: reader.id,
      application_ids: [ids[0]],
    });
    expect(refused.statusCode).toBe(403);
    const res = await call('POST', '/staff/api/assignments', admin, {
      reader_id: reader.id,
      application_ids: [ids[0], ids[1], ids[2]],
    });
    expect([res.statusCode, res.json()]).toEqual([200, { assigned: 3 }]);
    const again = await call('POST', '/staff/api/assignments', admin, {
      reader_id: reader.id,
      application_ids: [ids[2], ids[3]],
    });
    expect(again.json()).toEqual({ assigned: 1 });
    const rows = await auditOf('assign');
    expect(rows.map((row) => row.application_id)).toEqual([ids[0], ids[1], ids[2], ids[2], ids[3]]);
    expect(rows[0]).toMatchObject({ staff_id: admin.id, detail: { reader: reader.username } });
  });

  it('assigns nothing when a reader is unknown or an application not submitted', async () => {
    const unknown = await call('POST', '/staff/api/assignments', admin, {
      reader_id: UNKNOWN,
      application_ids: [ids[0]],
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: NO_SUCH_READER }]);
    const early = await call('POST', '/staff/api/assignments', admin, {
      reader_id: second.id,
      application_ids: [ids[0], started, UNKNOWN],
    });
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { message: NOT_ALL_SUBMITTED, keys: [started, UNKNOWN] },
    ]);
    expect((await call('GET', '/staff/api/assignments/mine', second)).json()).toEqual({
      items: [],
    });
  });

  it('gives a reader their queue, oldest assignment first, and the list filters by assignee and queue', async () => {
    const mine = await call('GET', '/staff/api/assignments/mine', reader);
    expect(mine.statusCode).toBe(200);
    const items = mine.json<{ items: { id: string; queue: string; reviewed: boolean }[] }>().items;
    expect(items.map((item) => item.id)).toEqual(ids);
    expect(items[0]).toMatchObject({ queue: 'ready', reviewed: false, first_name: 'Q0' });
    expect((await auditOf('read_my_queue')).at(-1)).toMatchObject({ staff_id: reader.id });

    const listed = async (query: string, who: TestStaff = reader) => {
      const res = await call('GET', `/staff/api/applications?${query}`, who);
      expect(res.statusCode, query).toBe(200);
      const page = res.json<{ items: { id: string }[]; total: number }>();
      return { ids: page.items.map((item) => item.id).sort(), total: page.total };
    };
    expect(await listed('assignee=me')).toEqual({ ids: [...ids].sort(), total: 4 });
    expect(await listed(`assignee=${second.id}`)).toEqual({ ids: [], total: 0 });
    expect(await listed('queue=ready')).toEqual({ ids: [...ids].sort(), total: 4 });
    expect(await listed('queue=committee')).toEqual({ ids: [], total: 0 });
    const search = (await auditOf('search')).at(-1);
    expect(search?.detail).toMatchObject({ queue: 'committee', assignee: '' });
    const bad = await call('GET', '/staff/api/applications?queue=limbo', reader);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: NO_SUCH_QUEUE }]);
  });

  it('moves an application in one action, audited, and the lists follow', async () => {
    const res = await call('PUT', `/staff/api/applications/${ids[3]}/queue`, admin, {
      queue: 'committee',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      queue: { id: 'committee', label: 'Committee', blind: false },
      readers: [{ id: reader.id, username: reader.username }],
    });
    expect(await auditOf('queue_move')).toEqual([
      {
        staff_id: admin.id,
        application_id: ids[3],
        detail: { from: 'ready', to: 'committee' },
      },
    ]);
    const queues = (await call('GET', '/staff/api/queues', admin)).json<{
      items: { id: string; count: number }[];
    }>();
    expect(queues.items.map((q) => [q.id, q.count])).toEqual([
      ['ready', 3],
      ['committee', 1],
      ['decided', 0],
    ]);
    const inCommittee = await call('GET', '/staff/api/applications?queue=committee', admin);
    expect(inCommittee.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([
      ids[3],
    ]);
    const read = await call('GET', `/staff/api/applications/${ids[3]}/queue`, reader);
    expect(read.json()).toMatchObject({ queue: { id: 'committee' } });
    expect((await auditOf('read_queue')).at(-1)).toMatchObject({ application_id: ids[3] });
  });
});
