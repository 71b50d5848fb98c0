import type { FastifyPluginAsync } from 'fastify';
import { deliveriesReply } from '../../../../contracts/staff-applications';
import { listFailingDeliveries } from '../../../staff/webhook/deliveries';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';

const SHOWN = 100;

/**
 * Submissions the office's webhook has not yet accepted, with the last error and attempts: for
 * admins, who look after the integration.
 */
export const deliveriesRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/webhook-deliveries',
    {
      config: { staffAccess: 'admin' },
      schema: { querystring: noQuery, response: replies({ 200: deliveriesReply }) },
    },
    async (request) => {
      // The list names applicants: read like the others, it is audited like them.
      await audit(request, 'list_webhook_deliveries');
      return { items: await listFailingDeliveries(app.db, SHOWN) };
    },
  );
};
