import type { FastifyPluginAsync } from 'fastify';
import { shareLinkReply } from '../../../../contracts/staff-applications';
import { EVERY_CATEGORY } from '../../../../engine';
import { HttpError } from '../../../http-error';
import { mintServiceToken } from '../../../service/service-token';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { replies } from '../../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { applicationIdParam } from './schemas';

/**
 * "Share a read-only link": the spec's service token for one application, exactly what
 * `npm run service-token` mints, as the print view's address (and the PDF's), for admins. Each is audited
 * here with its token id, and again on every use (service_token_uses). Each is recorded
 * (staff_share_links) so that an admin can revoke it, and disabling its minter revokes it.
 */
export const SHARE_NEEDS_EVERY_CATEGORY =
  'Only staff granted every sensitive category can share a link: whoever holds it reads every answer.';

export const shareLinkRoute: FastifyPluginAsync = async (app) => {
  app.post(
    '/staff/api/applications/:id/share-link',
    {
      // Anyone holding the link reads every answer, the sensitive ones too: admins granted
      // every category only (need to know, issue 33).
      config: { staffAccess: 'admin' },
      schema: { params: applicationIdParam, response: replies({ 200: shareLinkReply }) },
    },
    async (request) => {
      if (!currentStaff(request).grants.includes(EVERY_CATEGORY))
        throw new HttpError(403, SHARE_NEEDS_EVERY_CATEGORY);
      const { id, username } = await findApplication(app.db, (request.params as { id: string }).id);
      const now = app.now();
      const { token, claims } = mintServiceToken(app.config.sessionSecret, username, now);
      const expiresAt = new Date(claims.expiresAt * 1000);
      await audit(request, 'share_link', id, { token_id: claims.id });
      await app.repos.shareLinks.record({
        tokenId: claims.id,
        staffId: currentStaff(request).id,
        applicantId: id,
        now,
        expiresAt,
      });
      const query = `service_token=${encodeURIComponent(token)}`;
      return {
        url: `${app.config.publicUrl}/about?${query}`,
        pdf_url: `${app.config.publicUrl}/service/pdf?${query}`,
        expires_at: expiresAt.toISOString(),
      };
    },
  );
};
