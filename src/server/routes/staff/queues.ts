import type { FastifyPluginAsync } from 'fastify';
import {
  assignmentsBody,
  assignmentsReply,
  myQueueReply,
  queuesReply,
  unassignmentsReply,
  type AssignmentsBody,
} from '../../../contracts/staff-queues';
import { applicationReference } from '../../../engine';
import { HttpError } from '../../http-error';
import type { StaffAccount } from '../../repositories/staff-accounts';
import { currentStaff } from '../../staff/staff-session-plugin';
import { firstQueue, listQueues } from '../../staff/review/queues';
import { replies } from '../schemas';
import { audit } from './applications/audit';
import { noQuery } from './schemas';

export const NO_SUCH_READER = 'No active staff member has this id.';
export const NO_SUCH_STAFF = 'No staff member has this id.';
export const NOT_ALL_SUBMITTED = 'Only submitted applications are assigned to readers.';

/** A staff member applications may be assigned to: one who has signed in and is not disabled. */
export const isActiveReader = (account: StaffAccount | undefined): account is StaffAccount =>
  account !== undefined && !account.disabled_at && Boolean(account.password_hash);

/**
 * The queues (issue 33): their counts for everyone, assignment and unassignment by admins (one
 * reader, one or many applications, audited per application), and a reader's own queue.
 */
export const queuesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/queues',
    { schema: { querystring: noQuery, response: replies({ 200: queuesReply }) } },
    async (request) => {
      await audit(request, 'read_queues');
      return listQueues(app.db);
    },
  );

  app.post(
    '/staff/api/assignments',
    {
      config: { staffAccess: 'admin' },
      schema: {
        querystring: noQuery,
        body: assignmentsBody,
        response: replies({ 200: assignmentsReply }),
      },
    },
    async (request) => {
      const body = request.body as AssignmentsBody;
      const reader = await app.repos.staffAccounts.findById(body.reader_id);
      if (!isActiveReader(reader)) throw new HttpError(404, NO_SUCH_READER);
      const submitted = await app.repos.applicants.submittedAmong(body.application_ids);
      const others = body.application_ids.filter((id) => !submitted.has(id));
      if (others.length > 0) throw new HttpError(409, NOT_ALL_SUBMITTED, { keys: others });
      const staffId = currentStaff(request).id;
      let assigned = 0;
      for (const id of body.application_ids) {
        await audit(request, 'assign', id, { reader: reader.username });
        if (
          await app.repos.assignments.assign({
            applicantId: id,
            readerId: reader.id,
            staffId,
            now: app.now(),
          })
        )
          assigned += 1;
      }
      return { assigned };
    },
  );

  app.delete(
    '/staff/api/assignments',
    {
      config: { staffAccess: 'admin' },
      schema: {
        querystring: noQuery,
        body: assignmentsBody,
        response: replies({ 200: unassignmentsReply }),
      },
    },
    async (request) => {
      const body = request.body as AssignmentsBody;
      // Any staff member, disabled ones too: their queue is what an admin hands to others.
      const reader = await app.repos.staffAccounts.findById(body.reader_id);
      if (!reader) throw new HttpError(404, NO_SUCH_STAFF);
      for (const id of body.application_ids)
        await audit(request, 'unassign', id, { reader: reader.username });
      const removed = await app.repos.assignments.unassign(body.application_ids, reader.id);
      return { unassigned: removed.size };
    },
  );

  app.get(
    '/staff/api/assignments/mine',
    { schema: { querystring: noQuery, response: replies({ 200: myQueueReply }) } },
    async (request) => {
      await audit(request, 'read_my_queue');
      const rows = await app.repos.assignments.queueOf(currentStaff(request).id, firstQueue());
      return {
        items: rows.map((row) => ({
          id: row.id,
          reference: applicationReference(row.id),
          first_name: row.first_name,
          last_name: row.last_name,
          queue: row.queue_id,
          reviewed: row.reviewed,
          assigned_at: new Date(row.assigned_at).toISOString(),
        })),
      };
    },
  );
};
