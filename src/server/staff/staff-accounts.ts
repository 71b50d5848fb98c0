import type { Queryable } from '../db/database';
import type { StaffRole } from '../../contracts/staff-accounts';
import { keepAnAdmin } from './last-admin';
import { revokeLinksOf } from './share-links';

export interface StaffAccount {
  id: string;
  username: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: string | number;
  created_at: Date;
  disabled_at: Date | null;
}

export type StaffStatus = 'invited' | 'active' | 'disabled';

/** What the list (command line and admin page) shows of an account. */
export interface StaffSummary {
  id: string;
  username: string;
  role: StaffRole;
  status: StaffStatus;
  created_at: string;
}

export async function findStaff(
  db: Queryable,
  username: string,
): Promise<StaffAccount | undefined> {
  const { rows } = await db.query<StaffAccount>('SELECT * FROM staff WHERE username = $1', [
    username,
  ]);
  return rows[0];
}

export async function findStaffById(db: Queryable, id: string): Promise<StaffAccount | undefined> {
  const { rows } = await db.query<StaffAccount>('SELECT * FROM staff WHERE id = $1', [id]);
  return rows[0];
}

function statusOf(account: Pick<StaffAccount, 'disabled_at' | 'password_hash'>): StaffStatus {
  if (account.disabled_at) return 'disabled';
  return account.password_hash ? 'active' : 'invited';
}

export function summary(account: StaffAccount): StaffSummary {
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    status: statusOf(account),
    created_at: new Date(account.created_at).toISOString(),
  };
}

export async function listStaff(db: Queryable): Promise<StaffSummary[]> {
  const { rows } = await db.query<StaffAccount>('SELECT * FROM staff ORDER BY username');
  return rows.map(summary);
}

/**
 * Disables an account, inside the caller's transaction: its sessions, open invitations and live
 * share links end with it (409 for the last active admin). Returns how many links it revoked.
 */
export async function disableStaff(tx: Queryable, id: string, now: Date): Promise<number> {
  await keepAnAdmin(tx, id);
  await tx.query('UPDATE staff SET disabled_at = $2 WHERE id = $1 AND disabled_at IS NULL', [
    id,
    now,
  ]);
  await tx.query('DELETE FROM staff_sessions WHERE staff_id = $1', [id]);
  await tx.query('DELETE FROM staff_invitations WHERE staff_id = $1', [id]);
  return revokeLinksOf(tx, id, now);
}

/** Changes a role, inside the caller's transaction (409 for demoting the last active admin). */
export async function setStaffRole(tx: Queryable, id: string, role: StaffRole): Promise<void> {
  if (role !== 'admin') await keepAnAdmin(tx, id);
  await tx.query('UPDATE staff SET role = $2 WHERE id = $1', [id, role]);
}
