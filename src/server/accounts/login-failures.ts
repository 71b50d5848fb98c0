import type { Queryable } from '../db/database';
import { loginFailuresRepository } from '../repositories/login-failures';

/** Every `step` failures lock the key for `firstLockMs`, doubled at each further step. */
export interface LockPolicy {
  step: number;
  firstLockMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest lock, and how long a key is remembered after its last failure or lock. */
const MAX_LOCK_MS = DAY_MS;

/** The key counting failures of one account from one client address. */
export const pairKey = (username: string, ip: string): string => `pair:${username} ${ip}`;
/** The key counting failures of one account from every address together. */
export const accountKey = (username: string): string => `account:${username}`;

/** How long the longest lock among `keys` still lasts, in ms (0: none is locked). */
export async function lockRemaining(db: Queryable, keys: string[], now: Date): Promise<number> {
  const locks = await loginFailuresRepository(db).locksUntil(keys, now);
  return Math.max(0, ...locks.map((until) => until.getTime() - now.getTime()));
}

/**
 * Counts a failure; at every `step`-th the key is locked, each lock twice as long as the last
 * (up to a day), so a guesser slows to a crawl. A key with no failure for a day starts again.
 */
export async function recordFailure(
  db: Queryable,
  key: string,
  { step, firstLockMs }: LockPolicy,
  now: Date,
): Promise<void> {
  const failures = loginFailuresRepository(db);
  const count = await failures.countFailure(key, now, new Date(now.getTime() + DAY_MS));
  if (count === 0 || count % step !== 0) return;
  const lockMs = Math.min(MAX_LOCK_MS, firstLockMs * 2 ** (count / step - 1));
  const until = new Date(now.getTime() + lockMs);
  await failures.lock(key, until, new Date(until.getTime() + DAY_MS));
}

/** A right password from an address clears that address's failures for the account. */
export async function forgetFailures(db: Queryable, key: string): Promise<void> {
  await loginFailuresRepository(db).delete(key);
}
