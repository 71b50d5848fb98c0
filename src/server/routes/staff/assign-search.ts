import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  searchAssignmentBody,
  searchAssignmentReply,
  searchUnassignmentReply,
  type SearchAssignmentBody,
} from '../../../contracts/staff-queues';
import { HttpError } from '../../http-error';
import type { SearchRequest } from '../../repositories/assignments';
import type { StaffAccount } from '../../repositories/staff-accounts';
import { searchAuditDetail, searchFilters } from '../../staff/applications/search-filters';
import { currentStaff } from '../../staff/staff-session-plugin';
import { replies } from '../schemas';
import { isActiveReader, NO_SUCH_READER, NO_SUCH_STAFF } from './queues';
import { noQuery } from './schemas';

export const SEARCH_NOT_ALL_SUBMITTED =
  'The search selects applications not yet submitted, and only submitted applications are assigned to readers: narrow it to the submitted ones.';
export const SEARCH_CHANGED =
  'The search no longer selects the number of applications you confirmed; nothing was assigned.';
export const SEARCH_CHANGED_UNASSIGN =
  'The search no longer selects the number of applications you confirmed; nothing was unassigned.';

/**
 * Assignment by search (issue 33): an office assigns "every submitted application from Texas"
 * however many there are, not the rows a page has loaded. The search is the list's (its filters
 * and order, checked as the list checks them); the readers share it evenly in that order; the
 * admin confirms the count, and a search that has grown or shrunk since assigns nothing. Taking
 * readers off a whole search works the same way.
 */
export const assignSearchRoute: FastifyPluginAsync = async (app) => {
  /** 404 naming the ids whose account `fits` refuses (none, or not the kind asked for). */
  const refuseUnknown = async (
    ids: readonly string[],
    fits: (account: StaffAccount | undefined) => boolean,
    message: string,
  ) => {
    const unknown: string[] = [];
    for (const id of ids) if (!fits(await app.repos.staffAccounts.findById(id))) unknown.push(id);
    if (unknown.length > 0) throw new HttpError(404, message, { keys: unknown });
  };
  /** The body's search as the list runs it, for the signed-in admin. */
  const searchRequest = (request: FastifyRequest, body: SearchAssignmentBody): SearchRequest => {
    const staff = currentStaff(request);
    return {
      search: searchFilters(body.search, staff.id),
      readerIds: body.reader_ids,
      count: body.count,
      staff: { id: staff.id, username: staff.username },
      auditDetail: searchAuditDetail(body.search),
      ip: request.clientAddress,
      now: app.now(),
    };
  };

  app.post(
    '/staff/api/assignments/search',
    {
      config: { staffAccess: 'admin' },
      schema: {
        querystring: noQuery,
        body: searchAssignmentBody,
        response: replies({ 200: searchAssignmentReply }),
      },
    },
    async (request) => {
      const body = request.body as SearchAssignmentBody;
      // The search is checked (400) before the readers are looked up (404).
      const job = searchRequest(request, body);
      await refuseUnknown(body.reader_ids, isActiveReader, NO_SUCH_READER);
      const result = await app.repos.assignments.assignSearch(job);
      if (result.unsubmitted > 0)
        throw new HttpError(409, SEARCH_NOT_ALL_SUBMITTED, { count: result.unsubmitted });
      if (result.total !== body.count)
        throw new HttpError(409, SEARCH_CHANGED, { count: result.total });
      return {
        selected: result.total,
        assigned: result.readers.reduce((sum, reader) => sum + reader.assigned, 0),
        readers: result.readers,
      };
    },
  );

  app.delete(
    '/staff/api/assignments/search',
    {
      config: { staffAccess: 'admin' },
      schema: {
        querystring: noQuery,
        body: searchAssignmentBody,
        response: replies({ 200: searchUnassignmentReply }),
      },
    },
    async (request) => {
      const body = request.body as SearchAssignmentBody;
      // Anyone may be taken off, disabled staff too (as DELETE /staff/api/assignments).
      const job = searchRequest(request, body);
      await refuseUnknown(body.reader_ids, Boolean, NO_SUCH_STAFF);
      const result = await app.repos.assignments.unassignSearch(job);
      if (result.total !== body.count)
        throw new HttpError(409, SEARCH_CHANGED_UNASSIGN, { count: result.total });
      return {
        selected: result.total,
        unassigned: result.readers.reduce((sum, reader) => sum + reader.unassigned, 0),
        readers: result.readers,
      };
    },
  );
};
