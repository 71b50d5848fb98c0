import type { Queryable } from '../db/database';

/** The staff_recovery_codes table: each staff account's unused recovery codes, as keyed hashes. */
export function recoveryCodesRepository(db: Queryable) {
  return {
    async replace(staffId: string, codeHashes: string[]): Promise<void> {
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
      for (const codeHash of codeHashes) {
        await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
          staffId,
          codeHash,
        ]);
      }
    },

    /** Uses a code up: true if it was one of the account's and not used before. */
    async take(staffId: string, codeHash: string): Promise<boolean> {
      const { rowCount } = await db.query(
        'DELETE FROM staff_recovery_codes WHERE staff_id = $1 AND code_hash = $2',
        [staffId, codeHash],
      );
      return rowCount > 0;
    },
  };
}
