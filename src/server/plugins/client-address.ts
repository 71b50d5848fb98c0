import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address the request came from (after trustProxy), read when it arrived. */
    clientAddress: string;
  }
}

/** Recorded when the client's address could not be read even on arrival. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * Fastify's `request.ip` reads the socket when asked, and gives undefined once the client has
 * hung up (its socket destroyed) unless something happened to read it before: a staff audit
 * row failed on its NOT NULL address that way. An audit row or a lock written after a slow
 * step needs the address all the same, so every route reads the one taken on arrival.
 */
export const clientAddress: FastifyPluginAsync = fp(async (app) => {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request) => {
    request.clientAddress = (request.ip as string | undefined) ?? UNKNOWN_ADDRESS;
  });
});
