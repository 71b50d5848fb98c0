import { randomBytes } from 'node:crypto';
import { hashCode } from '../accounts/secrets';
import type { Queryable } from '../db/database';

const COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX`: 50 random bits, in letters and digits nobody misreads. */
function newCode(): string {
  const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Spaces, dashes and case do not matter when a code is typed back. */
function canonical(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** Replaces a staff member's recovery codes with ten new ones and returns them (shown once). */
export async function newRecoveryCodes(
  db: Queryable,
  secret: string,
  staffId: string,
): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  for (const code of codes) {
    await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
      staffId,
      hashCode(secret, staffId, canonical(code)),
    ]);
  }
  return codes;
}

/** Uses up a recovery code: true if it was one of the account's and not used before. */
export async function useRecoveryCode(
  db: Queryable,
  secret: string,
  staffId: string,
  code: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM staff_recovery_codes WHERE staff_id = $1 AND code_hash = $2',
    [staffId, hashCode(secret, staffId, canonical(code))],
  );
  return rowCount > 0;
}
