// The view state that goes with completeApplication (kept out of the fixture, which Playwright
// specs import without the definitions).
import { pages } from '../definitions/pages';
import { childLists } from '../definitions/walk';
import { PAGE_IDS, type FormNode, type ViewState } from '../types';

/** The view state of an applicant who added every entry completeApplication fills. */
export function completeApplicationView(): ViewState {
  const addAnother: Record<string, number> = {};
  const visit = (nodes: readonly FormNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'repeater') addAnother[node.buttonId] = node.max;
      childLists(node).forEach(visit);
    }
  };
  for (const id of PAGE_IDS) visit(pages[id].nodes);
  return { addAnother };
}
