import type { FastifyPluginAsync } from 'fastify';
import { applicationsPageReply } from '../../../../contracts/staff-applications';
import { isCalendarDate, type WebStatus } from '../../../../engine';
import { HttpError } from '../../../http-error';
import { listApplications } from '../../../staff/applications/list-applications';
import { firstQueue, queueOption } from '../../../staff/review/queues';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { NO_SUCH_QUEUE } from './queue';
import { decodeCursor } from '../../../staff/applications/list-cursor';
import { replies } from '../../schemas';
import { audit } from './audit';
import { listQuery } from './schemas';

export const BAD_CURSOR = 'This cursor is not one this list gave out.';
export const BAD_DAY = 'A submission date must be a day that exists, written YYYY-MM-DD.';

/** A day of the calendar PostgreSQL takes (it has no year 0). */
function realDay(day: string | undefined): string | undefined {
  if (day !== undefined && (!isCalendarDate(day) || day < '0001'))
    throw new HttpError(400, BAD_DAY);
  return day;
}

interface ListQuery {
  q?: string;
  status?: WebStatus;
  entry_term?: string;
  submitted_from?: string;
  submitted_to?: string;
  queue?: string;
  assignee?: string;
  limit: number;
  cursor?: string;
}

/** The list: search, filters, newest first, keyset pages (staff/applications/list-applications.ts). */
export const listRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications',
    { schema: { querystring: listQuery, response: replies({ 200: applicationsPageReply }) } },
    async (request) => {
      const query = request.query as ListQuery;
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new HttpError(400, BAD_CURSOR);
      const submittedFrom = realDay(query.submitted_from);
      const submittedTo = realDay(query.submitted_to);
      if (query.queue !== undefined && !queueOption(query.queue))
        throw new HttpError(400, NO_SUCH_QUEUE);
      const assigneeId = query.assignee === 'me' ? currentStaff(request).id : query.assignee;
      await audit(request, 'search', undefined, {
        q: query.q ?? '',
        status: query.status ?? '',
        entry_term: query.entry_term ?? '',
        submitted_from: submittedFrom ?? '',
        submitted_to: submittedTo ?? '',
        queue: query.queue ?? '',
        assignee: assigneeId ?? '',
        page: query.cursor === undefined ? 1 : 'next',
      });
      return listApplications(app.db, {
        q: query.q,
        status: query.status,
        entryTerm: query.entry_term || undefined,
        submittedFrom,
        submittedTo,
        queue:
          query.queue === undefined
            ? undefined
            : { id: query.queue, first: query.queue === firstQueue() },
        assigneeId,
        after,
        limit: query.limit,
      });
    },
  );
};
