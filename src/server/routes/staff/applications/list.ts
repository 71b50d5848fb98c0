import type { FastifyPluginAsync } from 'fastify';
import { applicationsPageReply, DEFAULT_LIST_SORT } from '../../../../contracts/staff-applications';
import type { SearchQuery } from '../../../../contracts/staff-search';
import { HttpError } from '../../../http-error';
import { listApplications } from '../../../staff/applications/list-applications';
import { decodeCursor } from '../../../staff/applications/list-cursor';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { replies } from '../../schemas';
import { audit } from './audit';
import { listQuery } from './schemas';
import { searchAuditDetail, searchFilters } from '../../../staff/applications/search-filters';

export const BAD_CURSOR = 'This cursor is not one this list gave out.';

type ListQuery = SearchQuery & { limit: number; cursor?: string };

/** The list: search, filters, a sort, keyset pages (staff/applications/list-applications.ts). */
export const listRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications',
    { schema: { querystring: listQuery, response: replies({ 200: applicationsPageReply }) } },
    async (request) => {
      const query = request.query as ListQuery;
      const filters = searchFilters(query, currentStaff(request).id);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      // A cursor belongs to the order it was given in.
      if (query.cursor !== undefined && after?.sort !== (filters.sort ?? DEFAULT_LIST_SORT))
        throw new HttpError(400, BAD_CURSOR);
      await audit(request, 'search', undefined, {
        ...searchAuditDetail(query),
        page: query.cursor === undefined ? 1 : 'next',
      });
      return listApplications(app.db, { ...filters, after, limit: query.limit });
    },
  );
};
