import type { FastifyPluginAsync } from 'fastify';
import { useStrictValidation } from '../../../plugins/strict-validation';
import { deliveriesRoute } from './deliveries';
import { exportRoute } from './export';
import { listRoute } from './list';
import { readRoutes } from './read';
import { shareLinkRoute } from './share-link';
import { shareLinksRoutes } from './share-links';

/**
 * Finding, reading, exporting and sharing applications (issue 19). The staff session plugin
 * puts its check on every /staff/api route, so each of these answers 401 without a staff session.
 */
export const staffApplicationRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  await app.register(listRoute);
  await app.register(readRoutes);
  await app.register(exportRoute);
  await app.register(shareLinkRoute);
  await app.register(shareLinksRoutes);
  await app.register(deliveriesRoute);
};
