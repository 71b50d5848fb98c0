import type { ViewState } from '../../engine';
import type { Queryable } from '../db/database';

/** The chosen tabs and add-another counts, which decide what the engine validates. */
export async function readViewState(db: Queryable, applicantId: string): Promise<ViewState> {
  const tabs = await db.query<{ tab_id: string; chosen_tab: string }>(
    'SELECT tab_id, chosen_tab FROM tabs WHERE applicant_id = $1',
    [applicantId],
  );
  const addAnother = await db.query<{ button_id: string; num_components: number }>(
    'SELECT button_id, num_components FROM add_another WHERE applicant_id = $1',
    [applicantId],
  );
  return {
    tabs: Object.fromEntries(tabs.rows.map((row) => [row.tab_id, row.chosen_tab])),
    addAnother: Object.fromEntries(
      addAnother.rows.map((row) => [row.button_id, row.num_components]),
    ),
  };
}
