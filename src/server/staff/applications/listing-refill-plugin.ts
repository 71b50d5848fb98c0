import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { refillListingColumns } from './listing-columns';

/**
 * At start, fills the staff list's columns of rows saved before migration 090 or under another
 * site.json `staffList` (one indexed query when all are current).
 */
export const listingRefillPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onReady', async () => {
    const filled = await refillListingColumns(app.db);
    if (filled > 0) app.log.info({ filled }, 'staff list columns filled');
  });
});
