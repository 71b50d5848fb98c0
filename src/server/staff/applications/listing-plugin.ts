import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { onAnswersWritten } from '../../application/answers-written';
import { refillListingColumns, refreshListingColumns } from './listing-columns';

/**
 * The staff list's columns: kept current by listening to every answers write, and at start
 * filled for rows saved before migration 090 or under another site.json `staffList` (one
 * indexed query when all are current).
 */
export const listingPlugin: FastifyPluginAsync = fp(async (app) => {
  onAnswersWritten(refreshListingColumns);
  app.addHook('onReady', async () => {
    const filled = await refillListingColumns(app.db);
    if (filled > 0) app.log.info({ filled }, 'staff list columns filled');
  });
});
