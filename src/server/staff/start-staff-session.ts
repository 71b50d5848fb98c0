import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from './audit';
import { setStaffCookie, staffToken } from './staff-session-plugin';
import { staffSessions, type StaffMember } from './staff-sessions';

/**
 * Signs a staff member in (password and code, or single sign-on): a new session, any session
 * the browser still carried ended, the cookie set, the sign-in audited.
 */
export async function startStaffSession(
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffMember,
  detail: Record<string, unknown>,
): Promise<void> {
  const app = request.server;
  const now = app.now();
  const previous = staffToken(request);
  const token = await app.db.transaction(async (tx) => {
    if (previous) await staffSessions.delete(tx, previous);
    await recordAudit(tx, { staff, action: 'sign_in', detail, ip: request.clientAddress, at: now });
    return staffSessions.create(tx, staff.id, now);
  });
  setStaffCookie(reply, app.config, token);
  request.staff = staff;
}
