import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { tooMany } from '../plugins/rate-limit';
import {
  accountKey,
  forgetFailures,
  lockRemaining,
  pairKey,
  recordFailure,
} from './login-failures';
import { dummyPasswordHash, verifyPassword } from './password';

/** Per account: ten times the per-address allowance, locked for a window, then doubling. */
const ACCOUNT_STEP_FACTOR = 10;

/**
 * The lock-outs of one sign-in form (applicants' and staff's alike, under keys of their own):
 * per account and address every `accountMax` failures, per account from everywhere every ten
 * times as many, each lock twice as long as the last (accounts/login-failures.ts).
 */
export function loginGate(
  db: Queryable,
  { accountMax, windowMs }: { accountMax: number; windowMs: number },
) {
  const pairPolicy = { step: accountMax, firstLockMs: windowMs };
  const accountPolicy = { step: accountMax * ACCOUNT_STEP_FACTOR, firstLockMs: windowMs };
  return {
    /** 429 with Retry-After while this name is locked out here or everywhere. */
    async refuseWhileLocked(name: string, ip: string, reply: FastifyReply, now: Date) {
      const locked = await lockRemaining(db, [pairKey(name, ip), accountKey(name)], now);
      if (locked > 0) {
        reply.header('retry-after', Math.ceil(locked / 1000));
        throw tooMany(locked);
      }
    },
    /** Every refusal counts alike (unknown, unconfirmed, wrong), so a lock-out tells nothing. */
    async recordRefusal(name: string, ip: string, now: Date) {
      await recordFailure(db, pairKey(name, ip), pairPolicy, now);
      await recordFailure(db, accountKey(name), accountPolicy, now);
    },
    /** A right sign-in from an address clears that address's failures for the account. */
    forgetRefusals: (name: string, ip: string) => forgetFailures(db, pairKey(name, ip)),
  };
}

/** An unknown account costs a hash check too, so timing does not tell who has one. */
export async function passwordMatches(password: string, hash: string | null | undefined) {
  return verifyPassword(password, hash ?? (await dummyPasswordHash()));
}
