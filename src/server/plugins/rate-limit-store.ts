import type { Database } from '../db/database';
import { rateLimitsRepository } from '../repositories/rate-limits';

/**
 * Counts one hit on `key` in a fixed window of `windowMs` starting at its first hit: the hits
 * so far in the window (this one included) and when the window ends.
 */
export async function countHit(
  db: Database,
  key: string,
  at: Date,
  windowMs: number,
): Promise<{ hits: number; resetsAt: Date }> {
  const row = await rateLimitsRepository(db).hit(key, at, new Date(at.getTime() + windowMs));
  return { hits: row.hits, resetsAt: new Date(row.resets_at) };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps fixed-window counters in the database, so every
 * server process counts the same attempts, and that reads the app's clock, so tests can let a
 * window pass.
 */
export function databaseRateLimitStore(db: Database, now: () => Date, defaultWindowMs: number) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow = defaultWindowMs): void {
      const at = now();
      countHit(db, key, at, timeWindow).then(
        ({ hits, resetsAt }) =>
          callback(null, {
            current: hits,
            ttl: Math.max(0, resetsAt.getTime() - at.getTime()),
          }),
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
