import type { Queryable } from '../db/database';

/** The rate_limits table: fixed-window hit counters by key. */
export function rateLimitsRepository(db: Queryable) {
  return {
    /**
     * Counts one hit on `key` at `at`; a window that ended starts again, to end at `resetsAt`.
     * Answers the hits in the window (this one included) and when it ends.
     */
    async hit(key: string, at: Date, resetsAt: Date): Promise<{ hits: number; resets_at: Date }> {
      const { rows } = await db.query<{ hits: number; resets_at: Date }>(
        `INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.resets_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
       resets_at = CASE WHEN rate_limits.resets_at <= $2 THEN $3 ELSE rate_limits.resets_at END
     RETURNING hits, resets_at`,
        [key, at, resetsAt],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit counter not returned');
      return row;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE resets_at <= $1', [now]);
    },
  };
}
