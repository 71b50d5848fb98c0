import type { Queryable } from '../db/database';

/** The layout generation of each repeater that had a removal: button id to generation. */
export async function readGenerations(
  db: Queryable,
  applicantId: string,
): Promise<Record<string, number>> {
  const { rows } = await db.query<{ button_id: string; generation: number }>(
    `SELECT button_id, max(generation) AS generation FROM repeater_removals
     WHERE applicant_id = $1 GROUP BY button_id`,
    [applicantId],
  );
  return Object.fromEntries(rows.map((row) => [row.button_id, Number(row.generation)]));
}

/** The indexes one repeater removed after generation `since`, oldest first. */
export async function readRemovalsSince(
  db: Queryable,
  applicantId: string,
  buttonId: string,
  since: number,
): Promise<number[]> {
  const { rows } = await db.query<{ removed_index: number }>(
    `SELECT removed_index FROM repeater_removals
     WHERE applicant_id = $1 AND button_id = $2 AND generation > $3 ORDER BY generation`,
    [applicantId, buttonId, since],
  );
  return rows.map((row) => row.removed_index);
}

/**
 * Logs the removal of entry `index` as the repeater's next generation and returns it. Called
 * under the applicant's row lock, so two removals never take the same number.
 */
export async function recordRemoval(
  tx: Queryable,
  applicantId: string,
  buttonId: string,
  index: number,
): Promise<number> {
  const { rows } = await tx.query<{ generation: number }>(
    `INSERT INTO repeater_removals (applicant_id, button_id, generation, removed_index)
     SELECT $1, $2, COALESCE(max(generation), 0) + 1, $3 FROM repeater_removals
      WHERE applicant_id = $1 AND button_id = $2
     RETURNING generation`,
    [applicantId, buttonId, index],
  );
  return Number(rows[0]?.generation);
}
