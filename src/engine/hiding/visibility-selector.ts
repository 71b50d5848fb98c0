// computeVisibility memoised for one set of node lists: the result is reused while the answers
// it reads and the view state are unchanged, so a keystroke into a name recomputes nothing.
import type { Answers, FormNode, ViewState } from '../types';
import { visibilityInputKeys } from './hiding-inputs';
import { computeVisibility, type Visibility } from './visibility';

export type VisibilitySelector = (answers: Answers, view: ViewState) => Visibility;

/**
 * A selector over these node lists. View state is compared by its maps' identity (stores
 * replace a map when it changes); answers by the values of the keys visibility reads.
 */
export function createVisibilitySelector(
  nodeLists: readonly (readonly FormNode[])[],
): VisibilitySelector {
  const inputs = [...visibilityInputKeys(nodeLists)];
  let last: { answers: Answers; view: ViewState; visibility: Visibility } | undefined;
  return (answers, view) => {
    const before = last;
    if (
      before &&
      before.view.tabs === view.tabs &&
      before.view.addAnother === view.addAnother &&
      (before.answers === answers || inputs.every((key) => before.answers[key] === answers[key]))
    ) {
      before.answers = answers;
      return before.visibility;
    }
    last = { answers, view, visibility: computeVisibility(nodeLists, answers, view) };
    return last.visibility;
  };
}
