import { randomUUID } from 'node:crypto';
import type { Review, Reviews } from '../../../contracts/staff-queues';
import type { Answers } from '../../../engine';
import type { Queryable } from '../../db/database';
import { assignmentsRepository } from '../../repositories/assignments';
import { decisionsRepository } from '../../repositories/decisions';
import { reviewsRepository, type ReviewRow } from '../../repositories/reviews';
import type { StaffMember } from '../staff-sessions';
import { queueOf, queueOption } from './queues';

export const REVIEWS_FINAL = 'A decision is recorded on this application: its reviews are final.';
export const BLIND_REVIEW_FINAL =
  'You have seen the other reviews of this application: in a blind queue your review is then final. Add a note if you have more to say.';

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  author: row.author,
  queue: row.queue_id,
  answers: typeof row.answers === 'string' ? (JSON.parse(row.answers) as Answers) : row.answers,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

/** Admins review any submitted application; readers those assigned to them. */
export async function mayReview(
  db: Queryable,
  applicantId: string,
  staff: StaffMember,
): Promise<boolean> {
  return staff.role === 'admin' || assignmentsRepository(db).isAssigned(applicantId, staff.id);
}

/**
 * Why a reviewer's own review can no longer be changed, or null while it can: a decision is
 * recorded (the committee decided on the reviews as they stood), or they wrote it in a blind
 * queue and have since been shown the others' (a reader who could rewrite theirs after reading
 * the rest would make the queue's independent judgements a consensus).
 */
function finalBecause(own: ReviewRow, decided: boolean): string | null {
  if (decided) return REVIEWS_FINAL;
  return own.others_seen_at ? BLIND_REVIEW_FINAL : null;
}

/**
 * The reviews this staff member may read. In a blind queue a reader sees the others' only once
 * they have submitted their own, and from the first time they are shown them, their own (written
 * in a blind queue) is final; admins see every review and are held to neither rule. Otherwise
 * their own stays theirs to change until the decision is recorded.
 */
export async function readReviews(
  db: Queryable,
  applicantId: string,
  staff: StaffMember,
  now: Date,
): Promise<Reviews> {
  const reviews = reviewsRepository(db);
  const [rows, queue, may, decision] = await Promise.all([
    reviews.of(applicantId),
    queueOf(db, applicantId),
    mayReview(db, applicantId, staff),
    decisionsRepository(db).of(applicantId),
  ]);
  const own = rows.find((row) => row.staff_id === staff.id);
  const open = staff.role === 'admin' || own !== undefined || !queue?.blind;
  if (
    own &&
    !own.others_seen_at &&
    staff.role !== 'admin' &&
    queueOption(own.queue_id)?.blind &&
    rows.some((row) => row.staff_id !== staff.id)
  ) {
    await reviews.markOthersSeen(applicantId, staff.id, now);
    own.others_seen_at = now;
  }
  const finalReason = own ? finalBecause(own, decision !== undefined) : null;
  return {
    items: open ? rows.map(toReview) : [],
    hidden: open ? 0 : rows.length,
    reviewed: own !== undefined,
    may_review: may && !own && queue !== undefined,
    may_edit: may && own !== undefined && finalReason === null,
    final_reason: finalReason,
  };
}

/** Stores a review (answers already judged by the engine); undefined when one exists already. */
export async function addReview(
  db: Queryable,
  review: {
    applicantId: string;
    staff: StaffMember;
    queueId: string;
    answers: Answers;
    now: Date;
  },
): Promise<Review | undefined> {
  const id = randomUUID();
  const added = await reviewsRepository(db).add({
    id,
    applicantId: review.applicantId,
    staffId: review.staff.id,
    queueId: review.queueId,
    answers: review.answers,
    now: review.now,
  });
  if (!added) return undefined;
  return {
    id,
    author: review.staff.username,
    queue: review.queueId,
    answers: review.answers,
    created_at: review.now.toISOString(),
    updated_at: null,
  };
}

export type ReviewEdit =
  { kind: 'changed'; review: Review } | { kind: 'final'; reason: string } | { kind: 'none' };

/** Changes this staff member's review; or says that they have none, or why it is final. */
export async function editReview(
  db: Queryable,
  edit: { applicantId: string; staff: StaffMember; answers: Answers; now: Date },
): Promise<ReviewEdit> {
  const reviews = reviewsRepository(db);
  const row = await reviews.update({
    applicantId: edit.applicantId,
    staffId: edit.staff.id,
    answers: edit.answers,
    now: edit.now,
  });
  if (row) return { kind: 'changed', review: toReview(row) };
  const own = (await reviews.of(edit.applicantId)).find((r) => r.staff_id === edit.staff.id);
  if (!own) return { kind: 'none' };
  const decided = (await decisionsRepository(db).of(edit.applicantId)) !== undefined;
  // Neither a decision nor a sight of the others is ever undone, so what refused the write holds.
  return { kind: 'final', reason: finalBecause(own, decided) ?? REVIEWS_FINAL };
}
