import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  reviewBody,
  reviewReply,
  reviewsReply,
  type ReviewBody,
} from '../../../../contracts/staff-queues';
import { reviewAnswers, validateReview, withDefinitions, type Answers } from '../../../../engine';
import { storedVersionSet } from '../../../forms/definition-sets';
import { HttpError } from '../../../http-error';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { queueOf } from '../../../staff/review/queues';
import {
  addReview,
  BLIND_REVIEW_FINAL,
  editReview,
  mayReview,
  readReviews,
  REVIEWS_FINAL,
} from '../../../staff/review/reviews';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { NOT_SUBMITTED } from './queue';
import { applicationIdParam } from './schemas';

export const NOT_YOUR_APPLICATION = 'This application is not assigned to you for review.';
export const NOT_A_REVIEW_KEY = 'The review form has no question with this key.';
export const REVIEW_INCOMPLETE = 'The review is not complete.';
export const REVIEWED_ALREADY = 'You have reviewed this application already.';
export const NO_REVIEW_YET = 'You have not reviewed this application yet.';
export { BLIND_REVIEW_FINAL, REVIEWS_FINAL };

/**
 * The review's answers judged by the engine with the review form of the version the application
 * is shown with (the page draws that one); 400 for a key it does not have or a missing answer.
 */
async function judgedReview(
  app: FastifyInstance,
  applicantId: string,
  body: ReviewBody,
): Promise<Answers> {
  const set = await storedVersionSet(
    app.db,
    await app.repos.formVersions.ofApplication(applicantId),
  );
  const { answers, errors } = withDefinitions(set, () => {
    const full = reviewAnswers(body.answers);
    return { answers: full, errors: full ? validateReview(full) : {} };
  });
  if (!answers) throw new HttpError(400, NOT_A_REVIEW_KEY);
  if (Object.keys(errors).length > 0) throw new HttpError(400, REVIEW_INCOMPLETE, { errors });
  return answers;
}

/**
 * Reviews (issue 33): answers to forms/review.json, judged by the engine. A reader reviews the
 * applications assigned to them, an admin any submitted one; what each may read of the others'
 * is readReviews' rule (a blind queue hides them until one's own is in). A reader changes their
 * own until the decision is recorded (the committee decides on the reviews as they then stand),
 * or, for one written in a blind queue, until they have been shown the others'.
 */
export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications/:id/reviews',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        response: replies({ 200: reviewsReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'read_reviews', id);
      return readReviews(app.db, id, currentStaff(request), app.now());
    },
  );

  app.post(
    '/staff/api/applications/:id/reviews',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        body: reviewBody,
        response: replies({ 201: reviewReply }),
      },
    },
    async (request, reply) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      const staff = currentStaff(request);
      if (!(await mayReview(app.db, id, staff))) throw new HttpError(403, NOT_YOUR_APPLICATION);
      const queue = await queueOf(app.db, id);
      if (!queue) throw new HttpError(409, NOT_SUBMITTED);
      const answers = await judgedReview(app, id, request.body as ReviewBody);
      await audit(request, 'review', id, { queue: queue.id });
      const review = await addReview(app.db, {
        applicantId: id,
        staff,
        queueId: queue.id,
        answers,
        now: app.now(),
      });
      if (!review) throw new HttpError(409, REVIEWED_ALREADY);
      return reply.code(201).send(review);
    },
  );

  app.put(
    '/staff/api/applications/:id/reviews/mine',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        body: reviewBody,
        response: replies({ 200: reviewReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      const staff = currentStaff(request);
      if (!(await mayReview(app.db, id, staff))) throw new HttpError(403, NOT_YOUR_APPLICATION);
      const answers = await judgedReview(app, id, request.body as ReviewBody);
      await audit(request, 'review_edit', id);
      const edit = await editReview(app.db, { applicantId: id, staff, answers, now: app.now() });
      if (edit.kind === 'changed') return edit.review;
      throw edit.kind === 'final'
        ? new HttpError(409, edit.reason)
        : new HttpError(404, NO_REVIEW_YET);
    },
  );
};
