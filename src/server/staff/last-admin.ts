import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export const LAST_ADMIN =
  'This is the last active administrator: make another staff member an admin first.';

/**
 * Refuses (409) to demote or disable `staffId` when it is the only active admin (password set,
 * not disabled): nobody, oneself included, may leave the workspace without one. Called inside
 * the change's transaction; it locks the active admins' rows, so two admins demoting each other
 * at once are serialized, and the second sees the first's change and is refused.
 */
export async function keepAnAdmin(tx: Queryable, staffId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM staff
      WHERE role = 'admin' AND disabled_at IS NULL AND password_hash IS NOT NULL
      ORDER BY id FOR UPDATE`,
  );
  if (rows.length === 1 && rows[0]?.id === staffId) throw new HttpError(409, LAST_ADMIN);
}
