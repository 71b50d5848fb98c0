import { CODE_LENGTH } from '../../engine';
import type { Queryable } from '../db/database';
import { confirmationCodesRepository } from '../repositories/confirmation-codes';
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
  await confirmationCodesRepository(tx).replace(
    applicantId,
    hashCode(secret, applicantId, code),
    new Date(now.getTime() + CODE_TTL_MS),
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
  const codes = confirmationCodesRepository(tx);
  const row = await codes.lockOf(applicantId);
  if (!row) return false;
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await codes.deleteOf(applicantId);
    return false;
  }
  if (sameHash(row.code_hash, hashCode(secret, applicantId, code))) return true;
  if (row.failed_attempts + 1 >= CODE_MAX_FAILED_ATTEMPTS) await codes.deleteOf(applicantId);
  else await codes.countFailure(applicantId);
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
  const row = await confirmationCodesRepository(db).ofWaitingAccount(username);
  const given = hashCode(secret, row?.id ?? '', code);
  const live = row !== undefined && new Date(row.expires_at).getTime() > now.getTime();
  return { applicantId: row?.id, right: live && sameHash(row.code_hash, given) };
}
