import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLIND_REVIEW_FINAL,
  REVIEWS_FINAL,
} from '../../src/server/routes/staff/applications/reviews';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';

const REVIEW = {
  rating_academic: '4',
  rating_personal: '3',
  recommendation: 'admit',
  review_comment: 'Strong mathematics.',
};
const CHANGED = { ...REVIEW, recommendation: 'waitlist', review_comment: 'On reflection.' };

interface ReviewsReply {
  items: { author: string; answers: Record<string, unknown> }[];
  hidden: number;
  may_edit: boolean;
  final_reason: string | null;
}

describe.each(databaseKinds)('a blind queue keeps reviews independent (issue 33) on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let first: TestStaff;
  let second: TestStaff;
  /** In the blind first queue; moved to the committee (not blind); moved after one review. */
  let blind = '';
  let open = '';
  let moved = '';
  const clock = new TestClock();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestStaff, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const reviews = async (id: string, who: TestStaff) => {
    const res = await call('GET', `/staff/api/applications/${id}/reviews`, who);
    expect(res.statusCode).toBe(200);
    return res.json<ReviewsReply>();
  };
  const review = (id: string, who: TestStaff) =>
    call('POST', `/staff/api/applications/${id}/reviews`, who, { answers: REVIEW });
  const change = (id: string, who: TestStaff) =>
    call('PUT', `/staff/api/applications/${id}/reviews/mine`, who, { answers: CHANGED });
  const seenAt = async (id: string, who: TestStaff) =>
    (
      await t.app.db.query<{ others_seen_at: Date | string | null }>(
        'SELECT others_seen_at FROM reviews WHERE applicant_id = $1 AND staff_id = $2',
        [id, who.id],
      )
    ).rows[0]?.others_seen_at;
  const moveTo = async (id: string, queue: string) =>
    expect(
      (await call('PUT', `/staff/api/applications/${id}/queue`, admin, { queue })).statusCode,
    ).toBe(200);

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
      { now: clock.now },
    );
    admin = await newStaff(t, { role: 'admin' });
    first = await newStaff(t, { role: 'reader' });
    second = await newStaff(t, { role: 'reader' });
    const at = new Date(Date.UTC(2026, 10, 2, 15));
    [blind = '', open = '', moved = ''] = await seedApplications(
      t,
      [0, 1, 2].map((i) => ({
        username: `blind.${i}@example.edu`,
        answers: { first_name: `B${i}`, last_name: 'Blind' },
        status: 'submitted' as const,
        createdAt: at,
        submittedAt: at,
      })),
    );
    for (const reader of [first, second]) {
      const res = await call('POST', '/staff/api/assignments', admin, {
        reader_id: reader.id,
        application_ids: [blind, open, moved],
      });
      expect(res.statusCode).toBe(200);
    }
    await moveTo(open, 'committee');
  });
  afterAll(() => t.close());

  it('lets a reader change their review while they have not been shown the others', async () => {
    expect((await review(blind, first)).statusCode).toBe(201);
    expect(await reviews(blind, first)).toMatchObject({ may_edit: true, final_reason: null });
    clock.advance(60_000);
    expect((await change(blind, first)).statusCode).toBe(200);
    expect(await seenAt(blind, first)).toBeNull();
  });

  it('makes a review final once its reader is shown the others, with the reason, and keeps the first time', async () => {
    expect(await reviews(blind, second)).toMatchObject({ hidden: 1, final_reason: null });
    expect((await review(blind, second)).statusCode).toBe(201);
    clock.advance(60_000);
    const shown = clock.now();
    const opened = await reviews(blind, second);
    expect(opened.items.map((item) => item.author)).toEqual([first.username, second.username]);
    expect([opened.may_edit, opened.final_reason]).toEqual([false, BLIND_REVIEW_FINAL]);
    expect(new Date((await seenAt(blind, second)) ?? 0).toISOString()).toBe(shown.toISOString());

    const refused = await change(blind, second);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: BLIND_REVIEW_FINAL }]);
    const kept = (await reviews(blind, admin)).items.find((i) => i.author === second.username);
    expect(kept?.answers).toEqual(REVIEW);
    clock.advance(60_000);
    await reviews(blind, second);
    expect(new Date((await seenAt(blind, second)) ?? 0).toISOString()).toBe(shown.toISOString());
  });

  it('holds a reader who has not looked since the other review came in only once they look', async () => {
    expect((await change(blind, first)).statusCode).toBe(200);
    expect(await reviews(blind, first)).toMatchObject({
      may_edit: false,
      final_reason: BLIND_REVIEW_FINAL,
    });
    const refused = await change(blind, first);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: BLIND_REVIEW_FINAL }]);
  });

  it('leaves admins free to change their own: they see every review anyway', async () => {
    expect((await review(blind, admin)).statusCode).toBe(201);
    expect(await reviews(blind, admin)).toMatchObject({ may_edit: true, final_reason: null });
    expect((await change(blind, admin)).statusCode).toBe(200);
    expect(await seenAt(blind, admin)).toBeNull();
  });

  it('holds no one in a queue that is not blind', async () => {
    expect((await review(open, first)).statusCode).toBe(201);
    expect((await review(open, second)).statusCode).toBe(201);
    expect(await reviews(open, first)).toMatchObject({ may_edit: true, final_reason: null });
    expect((await change(open, first)).statusCode).toBe(200);
  });

  it('judges by the queue the review was written in, wherever the application is now', async () => {
    expect((await review(moved, first)).statusCode).toBe(201);
    await moveTo(moved, 'committee');
    expect((await review(moved, second)).statusCode).toBe(201);
    expect(await reviews(moved, second)).toMatchObject({ may_edit: true, final_reason: null });
    expect(await reviews(moved, first)).toMatchObject({
      may_edit: false,
      final_reason: BLIND_REVIEW_FINAL,
    });
  });

  it('says the decision, not the blind queue, once a decision is recorded', async () => {
    const decided = await call('PUT', `/staff/api/applications/${blind}/decision`, admin, {
      decision: 'admit',
    });
    expect(decided.statusCode).toBe(200);
    expect(await reviews(blind, first)).toMatchObject({ final_reason: REVIEWS_FINAL });
    const refused = await change(blind, first);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: REVIEWS_FINAL }]);
  });
});
