import { CODE_LENGTH } from '../../engine';
import type { Queryable } from '../db/database';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MS } from './limits';
import { hashCode, randomCode, sameHash } from './secrets';

/** Makes a new code for the account, replacing any earlier one, and returns it in clear once. */
export async function issueCode(
  tx: Queryable,
  secret: string,
  applicantId: string,
  now: Date,
): Promise<string> {
  const code = randomCode(CODE_LENGTH);
  await tx.query(
    `INSERT INTO confirmation_codes (applicant_id, code_hash, expires_at, failed_attempts) VALUES ($1, $2, $3, 0)
     ON CONFLICT (applicant_id) DO UPDATE SET code_hash = $2, expires_at = $3, failed_attempts = 0`,
    [applicantId, hashCode(secret, applicantId, code), new Date(now.getTime() + CODE_TTL_MS)],
  );
  return code;
}

/**
 * True when the code is the account's live code. A wrong code counts against the account and
 * the fifth wrong one destroys the code; an expired code is destroyed. Either way a new code
 * must be requested.
 */
export async function checkCode(
  tx: Queryable,
  secret: string,
  applicantId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ code_hash: string; expires_at: Date; failed_attempts: number }>(
    'SELECT code_hash, expires_at, failed_attempts FROM confirmation_codes WHERE applicant_id = $1 FOR UPDATE',
    [applicantId],
  );
  const row = rows[0];
  if (!row) return false;
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await tx.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [applicantId]);
    return false;
  }
  if (sameHash(row.code_hash, hashCode(secret, applicantId, code))) return true;
  if (row.failed_attempts + 1 >= CODE_MAX_FAILED_ATTEMPTS) {
    await tx.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [applicantId]);
  } else {
    await tx.query(
      'UPDATE confirmation_codes SET failed_attempts = failed_attempts + 1 WHERE applicant_id = $1',
      [applicantId],
    );
  }
  return false;
}

/**
 * Whether `code` is the live code of the account under `username` that waits for confirmation,
 * writing nothing: one query and one keyed hash whatever the address (unknown, confirmed,
 * waiting, with or without a code), so its time tells nothing. `applicantId` is set when such
 * an account has a code: the caller confirms it under lock (checkCode again), or counts the
 * wrong try with checkCode after the reply.
 */
export async function peekCode(
  db: Queryable,
  secret: string,
  username: string,
  code: string,
  now: Date,
): Promise<{ applicantId: string | undefined; right: boolean }> {
  const { rows } = await db.query<{ id: string; code_hash: string; expires_at: Date }>(
    `SELECT a.id, c.code_hash, c.expires_at FROM applicants a
       JOIN confirmation_codes c ON c.applicant_id = a.id
      WHERE a.username = $1 AND a.confirmed_at IS NULL`,
    [username],
  );
  const row = rows[0];
  const given = hashCode(secret, row?.id ?? '', code);
  const live = row !== undefined && new Date(row.expires_at).getTime() > now.getTime();
  return { applicantId: row?.id, right: live && sameHash(row.code_hash, given) };
}
