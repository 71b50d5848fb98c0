import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../../contracts/audit-actions';
import { recordAudit } from '../../../staff/audit';
import { currentStaff } from '../../../staff/staff-session-plugin';

/**
 * Writes what the signed-in staff member is about to do to the append-only audit, before any
 * data is read: a request that fails to audit reads nothing.
 */
export async function audit(
  request: FastifyRequest,
  action: AuditAction,
  applicationId?: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  const staff = currentStaff(request);
  await recordAudit(request.server.db, {
    staff: { id: staff.id, username: staff.username },
    action,
    applicationId,
    detail,
    ip: request.clientAddress,
    at: request.server.now(),
  });
}
