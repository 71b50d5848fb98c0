import type { Queryable } from '../db/database';
import type { StaffRole } from '../../contracts/staff-accounts';
import { staffAccountsRepository, type StaffAccount } from '../repositories/staff-accounts';
import { shareLinksRepository } from '../repositories/share-links';
import { staffInvitationsRepository } from '../repositories/staff-invitations';
import { keepAnAdmin } from './last-admin';
import { checkedGrants } from './need-to-know';
import { staffSessions } from './staff-sessions';

export type StaffStatus = 'invited' | 'active' | 'disabled';

/** What the list (command line and admin page) shows of an account. */
export interface StaffSummary {
  id: string;
  username: string;
  role: StaffRole;
  grants: string[];
  status: StaffStatus;
  created_at: string;
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
    grants: account.grants,
    status: statusOf(account),
    created_at: new Date(account.created_at).toISOString(),
  };
}

export async function listStaff(db: Queryable): Promise<StaffSummary[]> {
  return (await staffAccountsRepository(db).list()).map(summary);
}

/**
 * Disables an account, inside the caller's transaction: its sessions, open invitations and live
 * share links end with it (409 for the last active admin). Returns how many links it revoked.
 */
export async function disableStaff(tx: Queryable, id: string, now: Date): Promise<number> {
  await keepAnAdmin(tx, id);
  await staffAccountsRepository(tx).disable(id, now);
  await staffSessions.deleteOf(tx, id);
  await staffInvitationsRepository(tx).deleteOf(id);
  return shareLinksRepository(tx).revokeOf(id, now);
}

/**
 * Sets the sensitive categories granted, inside the caller's transaction: 400 naming an unknown
 * category. Returns the grants as stored.
 */
export async function setStaffGrants(
  tx: Queryable,
  id: string,
  asked: readonly string[],
): Promise<string[]> {
  const grants = checkedGrants(asked);
  await staffAccountsRepository(tx).setGrants(id, grants);
  return grants;
}

/** Changes a role, inside the caller's transaction (409 for demoting the last active admin). */
export async function setStaffRole(tx: Queryable, id: string, role: StaffRole): Promise<void> {
  if (role !== 'admin') await keepAnAdmin(tx, id);
  await staffAccountsRepository(tx).setRole(id, role);
}
