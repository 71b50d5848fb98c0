import type { StaffRole } from '../../contracts/staff-accounts';
import { staffPaths } from './staff-paths';

export interface StaffNavItem {
  to: string;
  label: string;
  /** Shown only to admins. */
  adminOnly: boolean;
}

/** The shell's navigation, in order; a page of the workspace adds its line here. */
export const STAFF_NAV: readonly StaffNavItem[] = [
  { to: staffPaths.queue, label: 'Your queue', adminOnly: false },
  { to: staffPaths.applications, label: 'Applications', adminOnly: false },
  { to: staffPaths.preview, label: 'Form preview', adminOnly: false },
  { to: staffPaths.forms, label: 'Forms', adminOnly: false },
  { to: staffPaths.audit, label: 'Audit', adminOnly: true },
  { to: staffPaths.shareLinks, label: 'Share links', adminOnly: true },
  { to: staffPaths.staff, label: 'Staff', adminOnly: true },
];

export function navFor(role: StaffRole): StaffNavItem[] {
  return STAFF_NAV.filter((item) => !item.adminOnly || role === 'admin');
}
