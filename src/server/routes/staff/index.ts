import type { FastifyPluginAsync } from 'fastify';
import { compressStaffReplies } from '../../plugins/staff-compression';
import { useStrictValidation } from '../../plugins/strict-validation';
import { assignSearchRoute } from './assign-search';
import { staffAuditRoute } from './audit';
import { formDraftValidatorsRoute } from './form-draft-validators';
import { staffFormsRoutes } from './forms';
import { staffLoginRoute } from './login';
import { staffOidcRoutes } from './oidc';
import { queuesRoutes } from './queues';
import { staffSessionRoutes } from './session-routes';
import { staffAdminRoutes } from './staff-admin';
import { staffWelcomeRoute } from './welcome';

/** The staff workspace's calls (/staff/api); the staff session plugin guards every one. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  await compressStaffReplies(app);
  await app.register(staffLoginRoute);
  await app.register(staffWelcomeRoute);
  await app.register(staffOidcRoutes);
  await app.register(staffSessionRoutes);
  await app.register(staffAdminRoutes);
  await app.register(staffAuditRoute);
  await app.register(staffFormsRoutes);
  await app.register(formDraftValidatorsRoute);
  await app.register(queuesRoutes);
  await app.register(assignSearchRoute);
};
