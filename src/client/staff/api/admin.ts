import type {
  AuditPage,
  InvitationBody,
  StaffList,
  StaffSummary,
} from '../../../contracts/staff-accounts';
import { staffRequest } from './staff-request';

export const auditKey = ['staff', 'audit'] as const;
export const staffListKey = ['staff', 'accounts'] as const;

export const fetchAuditPage = (cursor: string | undefined, limit = 50) =>
  staffRequest<AuditPage>('GET', '/staff/api/audit', { query: { limit, cursor } });

export const fetchStaffList = () => staffRequest<StaffList>('GET', '/staff/api/staff');

export const inviteStaff = (body: InvitationBody) =>
  staffRequest<StaffSummary>('POST', '/staff/api/staff/invitations', { body });

export const disableStaff = (id: string) =>
  staffRequest<StaffSummary>('POST', `/staff/api/staff/${encodeURIComponent(id)}/disable`);
