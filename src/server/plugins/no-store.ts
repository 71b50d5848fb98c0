import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every reply that sets no cache policy of its own: answers,
 * drafts, tokens, profiles and errors alike, on routes present and future. Only the built
 * client's files choose otherwise (fingerprinted assets for good, index.html revalidated).
 */
export const noStore: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
