import type { Queryable } from '../db/database';

/** Whether the database answers at all. */
export function healthRepository(db: Queryable) {
  return {
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}
