import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
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
  const { rows } = await app.db.query<{ id: string }>(
    // The minter's account is read too: a link minted while its account was being disabled
    // is refused even if it missed the revocation.
    `SELECT id FROM applicants WHERE username = $1 AND NOT EXISTS (
       SELECT 1 FROM staff_share_links l JOIN staff s ON s.id = l.staff_id
        WHERE l.token_id = $2 AND (l.revoked_at IS NOT NULL OR s.disabled_at IS NOT NULL))`,
    [claims.username, claims.id],
  );
  const applicantId = rows[0]?.id;
  if (!applicantId) throw new HttpError(401, BAD_SERVICE_TOKEN);
  await app.db.query(
    'INSERT INTO service_token_uses (token_id, applicant_id, route, at, address) VALUES ($1, $2, $3, $4, $5)',
    [
      claims.id,
      applicantId,
      request.routeOptions.url ?? request.url.split('?')[0],
      now,
      request.ip,
    ],
  );
  return { tokenId: claims.id, applicantId };
}
