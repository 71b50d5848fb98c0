import type { Queryable } from '../db/database';

/** The tabs table: each applicant's chosen tab of each tabs node. */
export function tabsRepository(db: Queryable) {
  return {
    /** Tabs id to the chosen tab's id. */
    async choicesOf(applicantId: string): Promise<Record<string, string>> {
      const { rows } = await db.query<{ tab_id: string; chosen_tab: string }>(
        'SELECT tab_id, chosen_tab FROM tabs WHERE applicant_id = $1 ORDER BY tab_id',
        [applicantId],
      );
      return Object.fromEntries(rows.map((row) => [row.tab_id, row.chosen_tab]));
    },

    async save(applicantId: string, tabId: string, chosenTab: string): Promise<void> {
      await db.query(
        `INSERT INTO tabs (applicant_id, tab_id, chosen_tab) VALUES ($1, $2, $3)
     ON CONFLICT (applicant_id, tab_id) DO UPDATE SET chosen_tab = EXCLUDED.chosen_tab`,
        [applicantId, tabId, chosenTab],
      );
    },
  };
}
