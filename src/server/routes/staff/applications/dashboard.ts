import type { FastifyPluginAsync } from 'fastify';
import { dashboardReply } from '../../../../contracts/staff-dashboard';
import { readDashboard } from '../../../staff/dashboard/dashboard';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';

/** The home page's counts (issue 33), each a search of the list it links to. */
export const dashboardRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/dashboard',
    { schema: { querystring: noQuery, response: replies({ 200: dashboardReply }) } },
    async (request) => {
      await audit(request, 'dashboard');
      return readDashboard(app.db, currentStaff(request).id);
    },
  );
};
