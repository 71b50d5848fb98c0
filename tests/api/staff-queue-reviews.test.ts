// Issue 33, the reviews: a review only by a reader the application is assigned to (or an
// admin), judged by the review form, kept from the other readers of a blind queue until theirs
// is in, changed until the decision; and taking a reader off applications keeps their reviews.
// The queues, moves and assignments: staff-queues-assignments.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SUBMITTED } from '../../src/server/routes/staff/applications/queue';
import {
  BLIND_REVIEW_FINAL,
  NO_REVIEW_YET,
  NOT_A_REVIEW_KEY,
  NOT_YOUR_APPLICATION,
  REVIEW_INCOMPLETE,
  REVIEWED_ALREADY,
  REVIEWS_FINAL,
} from '../../src/server/routes/staff/applications/reviews';
import { NO_SUCH_STAFF } from '../../src/server/routes/staff/queues';
import { STAFF_ADMIN_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import type { TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { staffAudit, type TestStaff } from '../helpers/staff';
import { buildQueuesApp, REVIEW, staffCall } from '../helpers/staff-queues';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('reviews in the queues (issue 33) on %s', (kind) => {
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
    // Where the queue tests leave things: every application the reader's, the last one moved
    // to the committee (a queue that is not blind).
    const assigned = await call('POST', '/staff/api/assignments', admin, {
      reader_id: reader.id,
      application_ids: ids,
    });
    expect(assigned.json()).toEqual({ assigned: 4 });
    const moved = await call('PUT', `/staff/api/applications/${ids[3]}/queue`, admin, {
      queue: 'committee',
    });
    expect(moved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses a review of an application not assigned to the reader (403)', async () => {
    const res = await call('POST', `/staff/api/applications/${ids[0]}/reviews`, second, {
      answers: REVIEW,
    });
    expect([res.statusCode, res.json()]).toEqual([403, { message: NOT_YOUR_APPLICATION }]);
    expect(await auditOf('review')).toEqual([]);
  });

  it('judges a review with the review form: unknown keys and missing ratings are 400s', async () => {
    const url = `/staff/api/applications/${ids[0]}/reviews`;
    const unknown = await call('POST', url, reader, { answers: { ...REVIEW, first_name: 'X' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: NOT_A_REVIEW_KEY }]);
    const incomplete = await call('POST', url, reader, { answers: { review_comment: 'Hmm' } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      message: REVIEW_INCOMPLETE,
      errors: {
        rating_academic: ['Please rate the academic preparation.'],
        rating_personal: ['Please rate the personal qualities and activities.'],
        recommendation: ['Please choose a recommendation.'],
      },
    });
    for (const payload of [
      {},
      { answers: 'good' },
      { answers: { rating_academic: 4 } },
      { answers: REVIEW, extra: 1 },
      { answers: { review_comment: 'a\u0000b' } },
    ]) {
      const res = await call('POST', url, reader, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await auditOf('review')).toEqual([]);
  });

  it('keeps the other reviews of a blind queue from a reader until theirs is in; admins see all', async () => {
    await call('POST', '/staff/api/assignments', admin, {
      reader_id: second.id,
      application_ids: [ids[0]],
    });
    const url = `/staff/api/applications/${ids[0]}/reviews`;
    clock.advance(60_000);
    const first = await call('POST', url, reader, { answers: REVIEW });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      author: reader.username,
      queue: 'ready',
      answers: { ...REVIEW },
    });
    expect(await auditOf('review')).toEqual([
      { staff_id: reader.id, application_id: ids[0], detail: { queue: 'ready' } },
    ]);
    const twice = await call('POST', url, reader, { answers: REVIEW });
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: REVIEWED_ALREADY }]);

    const blindfolded = await call('GET', url, second);
    expect(blindfolded.json()).toEqual({
      items: [],
      hidden: 1,
      reviewed: false,
      may_review: true,
      may_edit: false,
      final_reason: null,
    });
    expect((await auditOf('read_reviews')).at(-1)).toMatchObject({
      staff_id: second.id,
      application_id: ids[0],
    });
    const all = await call('GET', url, admin);
    expect(all.json()).toMatchObject({ hidden: 0, reviewed: false, may_review: true });
    expect(all.json<{ items: unknown[] }>().items).toHaveLength(1);

    clock.advance(60_000);
    const own = await call('POST', url, second, {
      answers: { ...REVIEW, recommendation: 'waitlist', review_comment: '' },
    });
    expect(own.statusCode).toBe(201);
    const opened = (await call('GET', url, second)).json<{
      items: { author: string }[];
      hidden: number;
      reviewed: boolean;
      may_review: boolean;
    }>();
    expect(opened.items.map((item) => item.author)).toEqual([reader.username, second.username]);
    expect([opened.hidden, opened.reviewed, opened.may_review]).toEqual([0, true, false]);
    // Shown the other review of this blind queue, the second reader's own is final for them.
    expect(opened).toMatchObject({ may_edit: false, final_reason: BLIND_REVIEW_FINAL });
    const queue = (await call('GET', '/staff/api/assignments/mine', second)).json<{
      items: { reviewed: boolean }[];
    }>();
    expect(queue.items[0]?.reviewed).toBe(true);
  });

  it('shows a reader the reviews of a queue that is not blind', async () => {
    const url = `/staff/api/applications/${ids[3]}/reviews`;
    const byAdmin = await call('POST', url, admin, { answers: REVIEW });
    expect(byAdmin.statusCode).toBe(201);
    const seen = (await call('GET', url, second)).json<{ items: unknown[]; hidden: number }>();
    expect([seen.items.length, seen.hidden]).toEqual([1, 0]);
  });

  it('refuses a review before submit (409)', async () => {
    const res = await call('POST', `/staff/api/applications/${started}/reviews`, admin, {
      answers: REVIEW,
    });
    expect([res.statusCode, res.json()]).toEqual([409, { message: NOT_SUBMITTED }]);
  });

  it('lets a reader change their review until the decision, audited; then the reviews are final', async () => {
    const url = `/staff/api/applications/${ids[0]}/reviews/mine`;
    const changed = { ...REVIEW, recommendation: 'waitlist', review_comment: 'On reflection.' };
    const none = await call('PUT', `/staff/api/applications/${ids[1]}/reviews/mine`, admin, {
      answers: REVIEW,
    });
    expect([none.statusCode, none.json()]).toEqual([404, { message: NO_REVIEW_YET }]);
    const stranger = await call('PUT', `/staff/api/applications/${ids[1]}/reviews/mine`, second, {
      answers: REVIEW,
    });
    expect([stranger.statusCode, stranger.json()]).toEqual([
      403,
      { message: NOT_YOUR_APPLICATION },
    ]);
    const incomplete = await call('PUT', url, reader, { answers: { review_comment: 'Hmm' } });
    expect([incomplete.statusCode, incomplete.json().message]).toEqual([400, REVIEW_INCOMPLETE]);
    for (const payload of [{}, { answers: { review_comment: 'a\ud800b' } }])
      expect((await call('PUT', url, reader, payload)).statusCode).toBe(400);

    clock.advance(60_000);
    const res = await call('PUT', url, reader, { answers: changed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      author: reader.username,
      queue: 'ready',
      answers: changed,
      updated_at: clock.now().toISOString(),
    });
    const edits = await auditOf('review_edit');
    // Audited before the write, as every staff action: the admin's attempt without a review too.
    expect(edits.map((row) => [row.staff_id, row.application_id])).toEqual([
      [admin.id, ids[1]],
      [reader.id, ids[0]],
    ]);
    const read = (await call('GET', `/staff/api/applications/${ids[0]}/reviews`, second)).json<{
      items: { author: string; answers: unknown; updated_at: string | null }[];
    }>();
    expect(read.items.find((item) => item.author === reader.username)).toMatchObject({
      answers: changed,
      updated_at: clock.now().toISOString(),
    });

    const decided = await call('PUT', `/staff/api/applications/${ids[0]}/decision`, admin, {
      decision: 'admit',
    });
    expect(decided.statusCode).toBe(200);
    const late = await call('PUT', url, reader, { answers: REVIEW });
    expect([late.statusCode, late.json()]).toEqual([409, { message: REVIEWS_FINAL }]);
    const after = (await call('GET', `/staff/api/applications/${ids[0]}/reviews`, reader)).json<{
      may_edit: boolean;
    }>();
    expect(after.may_edit).toBe(false);
  });

  it('takes a reader off applications singly or in bulk (admins), audited per application; reviews stay', async () => {
    const body = { reader_id: reader.id, application_ids: [ids[0]] };
    const refused = await call('DELETE', '/staff/api/assignments', reader, body);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: STAFF_ADMIN_REQUIRED }]);
    const unknown = await call('DELETE', '/staff/api/assignments', admin, {
      reader_id: UNKNOWN,
      application_ids: [ids[0]],
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: NO_SUCH_STAFF }]);
    for (const payload of [{}, { reader_id: reader.id, application_ids: [] }, { ...body, x: 1 }])
      expect((await call('DELETE', '/staff/api/assignments', admin, payload)).statusCode).toBe(400);
    expect(await auditOf('unassign')).toEqual([]);

    const single = await call('DELETE', '/staff/api/assignments', admin, body);
    expect([single.statusCode, single.json()]).toEqual([200, { unassigned: 1 }]);
    // ids[0] is not the reader's any more: one of these three was.
    const bulk = await call('DELETE', '/staff/api/assignments', admin, {
      reader_id: reader.id,
      application_ids: [ids[0], ids[1], ids[2]],
    });
    expect(bulk.json()).toEqual({ unassigned: 2 });
    const rows = await auditOf('unassign');
    expect(rows.map((row) => row.application_id)).toEqual([ids[0], ids[0], ids[1], ids[2]]);
    expect(rows[0]).toMatchObject({ staff_id: admin.id, detail: { reader: reader.username } });

    const mine = (await call('GET', '/staff/api/assignments/mine', reader)).json<{
      items: { id: string }[];
    }>();
    expect(mine.items.map((item) => item.id)).toEqual([ids[3]]);
    const assigned = (await call('GET', '/staff/api/applications?assignee=me', reader)).json<{
      total: number;
    }>();
    expect(assigned.total).toBe(1);
    const queue = await call('GET', `/staff/api/applications/${ids[0]}/queue`, admin);
    expect(queue.json()).toMatchObject({ readers: [{ id: second.id, username: second.username }] });
    // The review the reader wrote before is still on record.
    const reviews = (await call('GET', `/staff/api/applications/${ids[0]}/reviews`, admin)).json<{
      items: { author: string }[];
    }>();
    expect(reviews.items.map((item) => item.author)).toContain(reader.username);
  });
});
