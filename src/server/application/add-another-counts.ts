import type { Queryable } from '../db/database';

/** The stored add-another counts of one applicant: button id to number of entries shown. */
export async function readAddAnotherCounts(
  db: Queryable,
  applicantId: string,
): Promise<Record<string, number>> {
  const { rows } = await db.query<{ button_id: string; num_components: number }>(
    'SELECT button_id, num_components FROM add_another WHERE applicant_id = $1 ORDER BY button_id',
    [applicantId],
  );
  return Object.fromEntries(rows.map((row) => [row.button_id, row.num_components]));
}

/** The stored count of one repeater, undefined when the applicant never changed it. */
export async function readAddAnotherCount(
  db: Queryable,
  applicantId: string,
  buttonId: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ num_components: number }>(
    'SELECT num_components FROM add_another WHERE applicant_id = $1 AND button_id = $2',
    [applicantId, buttonId],
  );
  return rows[0]?.num_components;
}

export async function saveAddAnotherCount(
  db: Queryable,
  applicantId: string,
  buttonId: string,
  count: number,
): Promise<void> {
  await db.query(
    `INSERT INTO add_another (applicant_id, button_id, num_components) VALUES ($1, $2, $3)
     ON CONFLICT (applicant_id, button_id) DO UPDATE SET num_components = EXCLUDED.num_components`,
    [applicantId, buttonId, count],
  );
}
