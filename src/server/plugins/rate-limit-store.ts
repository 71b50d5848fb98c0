import type { Database } from '../db/database';

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
  const { rows } = await db.query<{ hits: number; resets_at: Date }>(
    `INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.resets_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
       resets_at = CASE WHEN rate_limits.resets_at <= $2 THEN $3 ELSE rate_limits.resets_at END
     RETURNING hits, resets_at`,
    [key, at, new Date(at.getTime() + windowMs)],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit counter not returned');
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
