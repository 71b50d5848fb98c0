// What a change leaves of the answers (spec section 4): a conditional select whose controlling
// answer changed is emptied, then whatever the result hides is emptied, on every page. The
// browser after each change, the server's save and its submit all call this one function.
import { activeDefinitions } from '../definitions/active-definitions';
import type { DefinitionSet } from '../definitions/definition-set';
import type { Answers, ViewState } from '../types';
import { emptyHidden, hideAndSee, type Hidden } from './apply-hiding';
import { clearDependentSelects } from './clear-dependent-selects';
import { hidingInputKeys } from './hiding-inputs';
import { sameView } from './same-view';

/**
 * A settle's result, kept to settle the next change from: the answers, their walk, and the
 * view state and definitions it walked with.
 */
export interface Settled extends Hidden {
  view: ViewState;
  definitions: DefinitionSet;
}

/**
 * The answers changed from `last` (whose walk they are) to `after`, settled without walking
 * the form again when the walk cannot change: same definitions and view state, and no answer
 * that hiding reads (hidingInputKeys) changed. Then nothing but the changed keys can need
 * emptying, and only the ones the walk clears (issue 31: a save of a name or an essay judged
 * every condition of the application). Undefined when the form must be walked.
 */
function settleFromWalk(last: Settled, after: Answers, view: ViewState): Settled | undefined {
  const before = last.answers;
  if (last.definitions !== activeDefinitions() || !sameView(last.view, view)) return undefined;
  for (const key of hidingInputKeys()) if (before[key] !== after[key]) return undefined;
  const changed: string[] = [];
  for (const key in after) if (after[key] !== before[key]) changed.push(key);
  return { ...last, answers: emptyHidden(after, changed, last.visibility.clearKeys) };
}

/**
 * The answers after a change from `before` to `after`, with the view state in effect, and the
 * walk of the result. The answers are `after` itself when the change clears nothing; a submit
 * passes the stored answers as both. `last`, a previous result whose answers are `before`,
 * spares the walk of a change that cannot alter it; the result is the same either way.
 */
export function settleChange(
  before: Answers,
  after: Answers,
  view: ViewState = {},
  last?: Settled,
): Settled {
  const known = last?.answers === before ? settleFromWalk(last, after, view) : undefined;
  if (known) return known;
  const settled = hideAndSee('all', clearDependentSelects(before, after), view);
  return { ...settled, view, definitions: activeDefinitions() };
}

/** settleChange's answers alone. */
export function answersAfterChange(before: Answers, after: Answers, view: ViewState = {}): Answers {
  return settleChange(before, after, view).answers;
}
