import type { FastifyPluginAsync } from 'fastify';
import { auditPageReply, auditQuery, type AuditQuery } from '../../../contracts/staff-accounts';
import { listAudit } from '../../staff/audit';
import { realDay } from '../../staff/applications/search-filters';
import { replies } from '../schemas';

/**
 * The audit, newest first, for admins: by person, action and days (the institution's); `cursor`
 * is the `next_cursor` of the page before.
 */
export const staffAuditRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuery & { limit: number } }>(
    '/staff/api/audit',
    {
      config: { staffAccess: 'admin' },
      schema: { querystring: auditQuery, response: replies({ 200: auditPageReply }) },
    },
    async (request) => {
      const query = request.query;
      return listAudit(app.db, query.limit, {
        before: query.cursor ? Number(query.cursor) : undefined,
        staffId: query.staff_id,
        action: query.action,
        from: realDay(query.from),
        to: realDay(query.to),
      });
    },
  );
};
