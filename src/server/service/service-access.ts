import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { serviceTokenUsesRepository } from '../repositories/service-token-uses';
import { verifyServiceToken } from './service-token';

export const BAD_SERVICE_TOKEN =
  'This service link is not valid or has expired. Please ask for a new one.';

export interface ServiceAccess {
  tokenId: string;
  applicantId: string;
}

/**
 * Checks the `service_token` of a /service request and writes the use to the audit table
 * before any data is read: 401 for a bad, expired, revoked (staff/share-links.ts) or
 * unknown-account token, all alike.
 */
export async function serviceAccess(
  request: FastifyRequest,
  token: string,
): Promise<ServiceAccess> {
  const app = request.server;
  const now = app.now();
  const claims = verifyServiceToken(app.config.sessionSecret, token, now);
  if (!claims) throw new HttpError(401, BAD_SERVICE_TOKEN);
  const uses = serviceTokenUsesRepository(app.db);
  const applicantId = await uses.openedApplication(claims.username, claims.id);
  if (!applicantId) throw new HttpError(401, BAD_SERVICE_TOKEN);
  await uses.record({
    tokenId: claims.id,
    applicantId,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    at: now,
    address: request.clientAddress,
  });
  return { tokenId: claims.id, applicantId };
}
