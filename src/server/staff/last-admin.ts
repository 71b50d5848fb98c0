import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { staffAccountsRepository } from '../repositories/staff-accounts';

export const LAST_ADMIN =
  'This is the last active administrator: make another staff member an admin first.';

/**
 * Refuses (409) to demote or disable `staffId` when it is the only active admin (password set,
 * not disabled): nobody, oneself included, may leave the workspace without one. Called inside
 * the change's transaction; it locks the active admins' rows, so two admins demoting each other
 * at once are serialized, and the second sees the first's change and is refused.
 */
export async function keepAnAdmin(tx: Queryable, staffId: string): Promise<void> {
  const admins = await staffAccountsRepository(tx).lockActiveAdmins();
  if (admins.length === 1 && admins[0] === staffId) throw new HttpError(409, LAST_ADMIN);
}
