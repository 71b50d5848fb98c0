import type { Queryable } from '../db/database';

/** The login_failures table: failed log-ins and locks by key (accounts/login-failures.ts). */
export function loginFailuresRepository(db: Queryable) {
  return {
    /** When the locks among `keys` that still hold end. */
    async locksUntil(keys: string[], now: Date): Promise<Date[]> {
      const list = keys.map((_, i) => `$${i + 2}`).join(', ');
      const { rows } = await db.query<{ locked_until: Date }>(
        `SELECT locked_until FROM login_failures WHERE locked_until > $1 AND key IN (${list})`,
        [now, ...keys],
      );
      return rows.map((row) => new Date(row.locked_until));
    },

    /**
     * Counts a failure of `key`, starting again when the key was forgotten by `now`; the key is
     * remembered until `forgetAt` at least. Answers the failures counted.
     */
    async countFailure(key: string, now: Date, forgetAt: Date): Promise<number> {
      const { rows } = await db.query<{ failures: number }>(
        `INSERT INTO login_failures (key, failures, forget_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_failures.forget_at <= $2 THEN 1 ELSE login_failures.failures + 1 END,
       forget_at = GREATEST(login_failures.forget_at, $3)
     RETURNING failures`,
        [key, now, forgetAt],
      );
      return rows[0]?.failures ?? 0;
    },

    async lock(key: string, until: Date, forgetAt: Date): Promise<void> {
      await db.query('UPDATE login_failures SET locked_until = $2, forget_at = $3 WHERE key = $1', [
        key,
        until,
        forgetAt,
      ]);
    },

    async delete(key: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE forget_at <= $1', [now]);
    },
  };
}
