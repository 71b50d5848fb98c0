import type { FastifyPluginAsync } from 'fastify';
import { listAudit } from '../../staff/audit';
import { replies } from '../schemas';

interface Query {
  limit: number;
  cursor?: string;
}

const auditItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    staff: { type: 'string' },
    action: { type: 'string' },
    application_id: { type: ['string', 'null'] },
    detail: { type: 'object', additionalProperties: true },
    ip: { type: 'string' },
  },
  required: ['id', 'at', 'staff', 'action', 'application_id', 'detail', 'ip'],
} as const;

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
        response: replies({
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: auditItem },
              next_cursor: { type: ['string', 'null'] },
            },
            required: ['items', 'next_cursor'],
          },
        }),
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
