import type { FastifyPluginAsync } from 'fastify';
import { staffMeReply } from '../../../contracts/staff-accounts';
import { recordAudit } from '../../staff/audit';
import { clearStaffCookie, currentStaff, staffToken } from '../../staff/staff-session-plugin';
import { staffSessions } from '../../staff/staff-sessions';
import { messageReply, replies } from '../schemas';
import { noQuery } from './schemas';

/** Who is signed in, and signing out. */
export const staffSessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/me',
    { schema: { querystring: noQuery, response: replies({ 200: staffMeReply }) } },
    async (request) => {
      const { username, role, grants } = currentStaff(request);
      return { username, role, grants };
    },
  );

  app.post(
    '/staff/api/logout',
    { schema: { response: replies({ 200: messageReply }) } },
    async (request, reply) => {
      const staff = currentStaff(request);
      const token = staffToken(request);
      if (token) await staffSessions.delete(app.db, token);
      await recordAudit(app.db, {
        staff,
        action: 'sign_out',
        ip: request.clientAddress,
        at: app.now(),
      });
      clearStaffCookie(reply, app.config);
      return { message: 'You have signed out.' };
    },
  );
};
