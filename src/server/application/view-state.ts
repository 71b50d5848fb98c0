import {
  ADD_ANOTHER_DEFAULT,
  childLists,
  PAGE_IDS,
  pages,
  type FormNode,
  type ViewState,
} from '../../engine';
import type { Queryable } from '../db/database';
import { readAddAnotherCounts } from './add-another-counts';
import { readTabChoices } from './tab-choices';

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
  const tabs = await readTabChoices(db, applicantId);
  const addAnother = await readAddAnotherCounts(db, applicantId);
  return { tabs, addAnother: { ...defaultCounts, ...addAnother } };
}
