import type { StaffRole } from '../../contracts/staff-accounts';
import { sessionStore } from '../accounts/sessions';

/** A signed-in staff member, as every staff route sees them. */
export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
  /** The sensitive categories granted ('*': every one), issue 33. */
  grants: string[];
}

/** Staff sessions: the applicants' rules, in their own table; a disabled account has none. */
export const staffSessions = sessionStore<StaffMember>({
  sessions: 'staff_sessions',
  owners: 'staff',
  ownerColumn: 'staff_id',
  columns: ['id', 'username', 'role', 'grants'],
  ownerFilter: 'AND a.disabled_at IS NULL',
});
