import type { FastifyPluginAsync } from 'fastify';
import { auditPageReply } from '../../../contracts/staff-accounts';
import { listAudit } from '../../staff/audit';
import { replies } from '../schemas';

interface Query {
  limit: number;
  cursor?: string;
}

/** The audit, newest first, for admins; `cursor` is the `next_cursor` of the page before. */
export const staffAuditRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/staff/api/audit',
    {
      config: { staffAccess: 'admin' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            cursor: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
          },
          additionalProperties: false,
        },
        response: replies({ 200: auditPageReply }),
      },
    },
    async (request) =>
      listAudit(
        app.db,
        request.query.limit,
        request.query.cursor ? Number(request.query.cursor) : undefined,
      ),
  );
};
