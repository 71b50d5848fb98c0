import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  grantsBody,
  invitationBody,
  roleBody,
  staffListReply,
  staffSummary,
  type GrantsBody,
  type InvitationBody,
  type RoleBody,
} from '../../../contracts/staff-accounts';
import { HttpError } from '../../http-error';
import { recordAudit } from '../../staff/audit';
import { inviteStaff } from '../../staff/invite-staff';
import {
  disableStaff,
  listStaff,
  setStaffGrants,
  setStaffRole,
  summary,
} from '../../staff/staff-accounts';
import { currentStaff } from '../../staff/staff-session-plugin';
import { replies } from '../schemas';
import { noQuery, staffIdParams } from './schemas';

export const NO_SUCH_STAFF = 'There is no staff account with this id.';
export const NOT_YOURSELF = 'You cannot disable your own account or change your own role.';

/** The account an admin acts on: never their own (nobody locks the last admin out by a slip). */
async function otherAccount(request: FastifyRequest<{ Params: { id: string } }>) {
  const app = request.server;
  const target = await app.repos.staffAccounts.findById(request.params.id);
  if (!target) throw new HttpError(404, NO_SUCH_STAFF);
  if (target.id === currentStaff(request).id) throw new HttpError(409, NOT_YOURSELF);
  return target;
}

/** An admin's management of staff accounts, each change audited. */
export const staffAdminRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = { staffAccess: 'admin' as const };
  const one = replies({ 200: staffSummary });

  app.get(
    '/staff/api/staff',
    {
      config: adminOnly,
      schema: {
        querystring: noQuery,
        response: replies({ 200: staffListReply }),
      },
    },
    async () => ({ items: await listStaff(app.db) }),
  );

  app.post<{ Body: InvitationBody }>(
    '/staff/api/staff/invitations',
    {
      config: adminOnly,
      schema: {
        body: invitationBody,
        response: replies({ 201: staffSummary }),
      },
    },
    async (request, reply) => {
      const now = app.now();
      const invitation = await inviteStaff(app.db, {
        email: request.body.email,
        role: request.body.role,
        now,
        publicUrl: app.config.publicUrl,
      });
      await recordAudit(app.db, {
        staff: currentStaff(request),
        action: 'invite',
        detail: { username: invitation.staff.username, role: invitation.staff.role },
        ip: request.clientAddress,
        at: now,
      });
      app.mail.send(invitation.message);
      return reply.code(201).send(invitation.staff);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/staff/api/staff/:id/disable',
    { config: adminOnly, schema: { params: staffIdParams, response: one } },
    async (request) => {
      const target = await otherAccount(request);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const revoked = await disableStaff(tx, target.id, now);
        await recordAudit(tx, {
          staff: currentStaff(request),
          action: 'disable',
          detail: { username: target.username, revoked_share_links: revoked },
          ip: request.clientAddress,
          at: now,
        });
      });
      return summary({ ...target, disabled_at: target.disabled_at ?? now });
    },
  );

  app.put<{ Params: { id: string }; Body: RoleBody }>(
    '/staff/api/staff/:id/role',
    {
      config: adminOnly,
      schema: {
        params: staffIdParams,
        body: roleBody,
        response: one,
      },
    },
    async (request) => {
      const target = await otherAccount(request);
      const { role } = request.body;
      await app.db.transaction(async (tx) => {
        await setStaffRole(tx, target.id, role);
        await recordAudit(tx, {
          staff: currentStaff(request),
          action: 'role_change',
          detail: { username: target.username, from: target.role, to: role },
          ip: request.clientAddress,
          at: app.now(),
        });
      });
      return summary({ ...target, role });
    },
  );

  // An admin may change their own grants (to read a category the office just added).
  app.put<{ Params: { id: string }; Body: GrantsBody }>(
    '/staff/api/staff/:id/grants',
    {
      config: adminOnly,
      schema: { params: staffIdParams, body: grantsBody, response: one },
    },
    async (request) => {
      const target = await app.repos.staffAccounts.findById(request.params.id);
      if (!target) throw new HttpError(404, NO_SUCH_STAFF);
      const grants = await app.db.transaction(async (tx) => {
        const stored = await setStaffGrants(tx, target.id, request.body.grants);
        await recordAudit(tx, {
          staff: currentStaff(request),
          action: 'grants_change',
          detail: { username: target.username, from: target.grants, to: stored },
          ip: request.clientAddress,
          at: app.now(),
        });
        return stored;
      });
      return summary({ ...target, grants });
    },
  );
};
