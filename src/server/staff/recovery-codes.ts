import { randomBytes } from 'node:crypto';
import { hashCode } from '../accounts/secrets';
import type { Queryable } from '../db/database';
import { recoveryCodesRepository } from '../repositories/recovery-codes';

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
  await recoveryCodesRepository(db).replace(
    staffId,
    codes.map((code) => hashCode(secret, staffId, canonical(code))),
  );
  return codes;
}

/** Uses up a recovery code: true if it was one of the account's and not used before. */
export async function useRecoveryCode(
  db: Queryable,
  secret: string,
  staffId: string,
  code: string,
): Promise<boolean> {
  return recoveryCodesRepository(db).take(staffId, hashCode(secret, staffId, canonical(code)));
}
