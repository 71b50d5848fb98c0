import type { FastifyPluginAsync } from 'fastify';
import { compressStaffReplies } from '../../../plugins/staff-compression';
import { useStrictValidation } from '../../../plugins/strict-validation';
import { checklistRoutes } from './checklist';
import { dashboardRoute } from './dashboard';
import { decisionRoutes } from './decision';
import { deliveriesRoute } from './deliveries';
import { exportRoute } from './export';
import { listRoute } from './list';
import { notesRoutes } from './notes';
import { queueRoutes } from './queue';
import { readRoutes } from './read';
import { savedSearchesRoutes } from './saved-searches';
import { reviewsRoutes } from './reviews';
import { shareLinkRoute } from './share-link';
import { shareLinksRoutes } from './share-links';

/**
 * Finding, reading, exporting and sharing applications (issue 19); notes, checklists,
 * decisions, saved searches, the dashboard, queues and reviews (issue 33). The staff session plugin
 * puts its check on every /staff/api route, so each of these answers 401 without a staff session.
 */
export const staffApplicationRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  await compressStaffReplies(app);
  await app.register(listRoute);
  await app.register(readRoutes);
  await app.register(exportRoute);
  await app.register(shareLinkRoute);
  await app.register(shareLinksRoutes);
  await app.register(deliveriesRoute);
  await app.register(notesRoutes);
  await app.register(checklistRoutes);
  await app.register(decisionRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(dashboardRoute);
  await app.register(queueRoutes);
  await app.register(reviewsRoutes);
};
