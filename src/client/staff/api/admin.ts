import type {
  AuditPage,
  InvitationBody,
  StaffList,
  StaffSummary,
} from '../../../contracts/staff-accounts';
import { staffRequest } from './staff-request';

/** The audit's filters as the address holds them ('' for none). */
export interface AuditFilters {
  staff_id: string;
  action: string;
  from: string;
  to: string;
}

export const auditFiltersOf = (params: URLSearchParams): AuditFilters => ({
  staff_id: params.get('staff_id') ?? '',
  action: params.get('action') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

export const auditKey = (filters: AuditFilters) => ['staff', 'audit', filters] as const;
export const staffListKey = ['staff', 'accounts'] as const;

export const fetchAuditPage = (filters: AuditFilters, cursor: string | undefined, limit = 50) =>
  staffRequest<AuditPage>('GET', '/staff/api/audit', {
    query: {
      ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
      limit,
      cursor,
    },
  });

export const fetchStaffList = () => staffRequest<StaffList>('GET', '/staff/api/staff');

export const inviteStaff = (body: InvitationBody) =>
  staffRequest<StaffSummary>('POST', '/staff/api/staff/invitations', { body });

export const disableStaff = (id: string) =>
  staffRequest<StaffSummary>('POST', `/staff/api/staff/${encodeURIComponent(id)}/disable`);

export const setStaffGrants = (id: string, grants: string[]) =>
  staffRequest<StaffSummary>('PUT', `/staff/api/staff/${encodeURIComponent(id)}/grants`, {
    body: { grants },
  });
