import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { onAnswersWritten } from '../../application/answers-written';
import { refillListingColumns, refreshListingColumns } from './listing-columns';

/**
 * The staff list's columns: kept current by listening to every answers write, and filled for
 * rows saved before migration 090 or under another site.json `staffList`: at start, and when a
 * published version becomes live (one indexed query when all are current). The engine follows
 * the live version first (its listener was added before this one), so the refill fills by it.
 */
export const listingPlugin: FastifyPluginAsync = fp(async (app) => {
  onAnswersWritten(refreshListingColumns);
  const refill = async () => {
    const filled = await refillListingColumns(app.db);
    if (filled > 0) app.log.info({ filled }, 'staff list columns filled');
  };
  const unlisten = app.liveForms.onChange(() => {
    refill().catch((error: unknown) =>
      app.log.error({ err: error }, 'filling the staff list columns failed'),
    );
  });
  app.addHook('onReady', refill);
  app.addHook('onClose', async () => unlisten());
});
