import type { FastifyPluginAsync } from 'fastify';
import { shareLinksReply } from '../../../../contracts/staff-applications';
import { HttpError } from '../../../http-error';
import { recordAudit } from '../../../staff/audit';
import { repositories } from '../../../repositories/repositories';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { messageReply, replies } from '../../schemas';
import { noQuery, staffIdParams } from '../schemas';
import { audit } from './audit';

export const NO_SUCH_SHARE_LINK = 'No live share link has this id.';
export const SHARE_LINK_REVOKED = 'The share link was revoked; it no longer opens the application.';

/** More live links than a day's sharing is unusual; the page shows the newest. */
const SHOWN = 500;

/**
 * The share links still usable, and revoking one: for admins. A revoked link is refused like an
 * expired one (service/service-access.ts).
 */
export const shareLinksRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = { staffAccess: 'admin' as const };

  app.get(
    '/staff/api/share-links',
    {
      config: adminOnly,
      schema: { querystring: noQuery, response: replies({ 200: shareLinksReply }) },
    },
    async (request) => {
      await audit(request, 'list_share_links');
      return { items: await app.repos.shareLinks.listLive(app.now(), SHOWN) };
    },
  );

  // The link's id is its token's (a UUID, as a staff account's): malformed is 404 like unknown.
  app.post<{ Params: { id: string } }>(
    '/staff/api/share-links/:id/revoke',
    {
      config: adminOnly,
      schema: { params: staffIdParams, response: replies({ 200: messageReply }) },
    },
    async (request) => {
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const revoked = await repositories(tx).shareLinks.revoke(request.params.id, now);
        if (!revoked) throw new HttpError(404, NO_SUCH_SHARE_LINK);
        await recordAudit(tx, {
          staff: currentStaff(request),
          action: 'revoke_share_link',
          applicationId: revoked.applicant_id,
          detail: { token_id: request.params.id },
          ip: request.clientAddress,
          at: now,
        });
      });
      return { message: SHARE_LINK_REVOKED };
    },
  );
};
