import type { FastifyPluginAsync } from 'fastify';
import {
  applicationQueueReply,
  queueMoveBody,
  type QueueMove,
} from '../../../../contracts/staff-queues';
import { HttpError } from '../../../http-error';
import { NO_SUCH_QUEUE } from '../../../staff/applications/search-filters';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { applicationQueue, queueOf, queueOption } from '../../../staff/review/queues';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { findApplication } from './find-application';
import { applicationIdParam } from './schemas';

export const NOT_SUBMITTED = 'Only a submitted application sits in a queue.';

/**
 * Where an application sits and who reads it (issue 33): any staff member sees it; moving it
 * to another queue is one action, an admin's.
 */
export const queueRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/applications/:id/queue',
    {
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        response: replies({ 200: applicationQueueReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      await audit(request, 'read_queue', id);
      return applicationQueue(app.db, id);
    },
  );

  app.put(
    '/staff/api/applications/:id/queue',
    {
      config: { staffAccess: 'admin' },
      schema: {
        params: applicationIdParam,
        querystring: noQuery,
        body: queueMoveBody,
        response: replies({ 200: applicationQueueReply }),
      },
    },
    async (request) => {
      const { id } = await findApplication(app.db, (request.params as { id: string }).id);
      const { queue } = request.body as QueueMove;
      if (!queueOption(queue)) throw new HttpError(400, NO_SUCH_QUEUE);
      const from = await queueOf(app.db, id);
      if (!from) throw new HttpError(409, NOT_SUBMITTED);
      await audit(request, 'queue_move', id, { from: from.id, to: queue });
      await app.repos.applicationQueues.move({
        applicantId: id,
        queueId: queue,
        staffId: currentStaff(request).id,
        now: app.now(),
      });
      return applicationQueue(app.db, id);
    },
  );
};
