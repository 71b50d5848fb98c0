import type { FastifyPluginAsync } from 'fastify';
import { shareLinkReply } from '../../../../contracts/staff-applications';
import { mintServiceToken } from '../../../service/service-token';
import { replies } from '../../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { applicationIdParam } from './schemas';

/**
 * "Share a read-only link": the spec's service token for one application, exactly what
 * `npm run service-token` mints, as the print view's address (and the PDF's). Each is audited
 * here with its token id, and again on every use (service_token_uses).
 */
export const shareLinkRoute: FastifyPluginAsync = async (app) => {
  app.post(
    '/staff/api/applications/:id/share-link',
    { schema: { params: applicationIdParam, response: replies({ 200: shareLinkReply }) } },
    async (request) => {
      const { id, username } = await findApplication(app.db, (request.params as { id: string }).id);
      const { token, claims } = mintServiceToken(app.config.sessionSecret, username, app.now());
      await audit(request, 'share_link', id, { token_id: claims.id });
      const query = `service_token=${encodeURIComponent(token)}`;
      return {
        url: `${app.config.publicUrl}/about?${query}`,
        pdf_url: `${app.config.publicUrl}/service/pdf?${query}`,
        expires_at: new Date(claims.expiresAt * 1000).toISOString(),
      };
    },
  );
};
