import type { Queryable } from '../db/database';

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
  const list = keys.map((_, i) => `$${i + 2}`).join(', ');
  const { rows } = await db.query<{ locked_until: Date }>(
    `SELECT locked_until FROM login_failures WHERE locked_until > $1 AND key IN (${list})`,
    [now, ...keys],
  );
  return Math.max(0, ...rows.map((r) => new Date(r.locked_until).getTime() - now.getTime()));
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
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO login_failures (key, failures, forget_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_failures.forget_at <= $2 THEN 1 ELSE login_failures.failures + 1 END,
       forget_at = GREATEST(login_failures.forget_at, $3)
     RETURNING failures`,
    [key, now, new Date(now.getTime() + DAY_MS)],
  );
  const failures = rows[0]?.failures ?? 0;
  if (failures === 0 || failures % step !== 0) return;
  const lockMs = Math.min(MAX_LOCK_MS, firstLockMs * 2 ** (failures / step - 1));
  const until = new Date(now.getTime() + lockMs);
  await db.query('UPDATE login_failures SET locked_until = $2, forget_at = $3 WHERE key = $1', [
    key,
    until,
    new Date(until.getTime() + DAY_MS),
  ]);
}

/** A right password from an address clears that address's failures for the account. */
export async function forgetFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}
