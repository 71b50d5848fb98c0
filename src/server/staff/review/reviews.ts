import { randomUUID } from 'node:crypto';
import type { Review, Reviews } from '../../../contracts/staff-queues';
import type { Answers } from '../../../engine';
import type { Queryable } from '../../db/database';
import { assignmentsRepository } from '../../repositories/assignments';
import { decisionsRepository } from '../../repositories/decisions';
import { reviewsRepository, type ReviewRow } from '../../repositories/reviews';
import type { StaffMember } from '../staff-sessions';
import { queueOf } from './queues';

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
 * The reviews this staff member may read. In a blind queue a reader sees the others' only once
 * they have submitted their own; admins see every review. Their own stays theirs to change
 * until the decision is recorded.
 */
export async function readReviews(
  db: Queryable,
  applicantId: string,
  staff: StaffMember,
): Promise<Reviews> {
  const [rows, queue, may, decision] = await Promise.all([
    reviewsRepository(db).of(applicantId),
    queueOf(db, applicantId),
    mayReview(db, applicantId, staff),
    decisionsRepository(db).of(applicantId),
  ]);
  const reviewed = rows.some((row) => row.staff_id === staff.id);
  const open = staff.role === 'admin' || reviewed || !queue?.blind;
  return {
    items: open ? rows.map(toReview) : [],
    hidden: open ? 0 : rows.length,
    reviewed,
    may_review: may && !reviewed && queue !== undefined,
    may_edit: may && reviewed && decision === undefined,
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

/** Changes this staff member's review; undefined when they have none or the decision is in. */
export async function editReview(
  db: Queryable,
  edit: { applicantId: string; staff: StaffMember; answers: Answers; now: Date },
): Promise<Review | undefined> {
  const row = await reviewsRepository(db).update({
    applicantId: edit.applicantId,
    staffId: edit.staff.id,
    answers: edit.answers,
    now: edit.now,
  });
  return row && toReview(row);
}
