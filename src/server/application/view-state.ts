import {
  ADD_ANOTHER_DEFAULT,
  childLists,
  PAGE_IDS,
  pages,
  type FormNode,
  type ViewState,
} from '../../engine';
import type { Queryable } from '../db/database';

function repeaterButtons(nodes: readonly FormNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.kind === 'repeater') out.push(node.buttonId);
    else for (const list of childLists(node)) repeaterButtons(list, out);
  }
  return out;
}

/** The screen shows this many entries of a repeater the applicant never added to. */
const defaultCounts: Readonly<Record<string, number>> = Object.fromEntries(
  PAGE_IDS.flatMap((id) => repeaterButtons(pages[id].nodes)).map((b) => [b, ADD_ANOTHER_DEFAULT]),
);

/**
 * The chosen tabs and add-another counts, which decide what the engine validates. A repeater
 * without a count has the default the screen shows (the engine alone would assume its maximum).
 */
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
    addAnother: {
      ...defaultCounts,
      ...Object.fromEntries(addAnother.rows.map((row) => [row.button_id, row.num_components])),
    },
  };
}
