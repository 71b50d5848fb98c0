// What a change leaves of the answers (spec section 4): a conditional select whose controlling
// answer changed is emptied, then whatever the result hides is emptied, on every page. The
// browser after each change, the server's save and its submit all call this one function.
import type { Answers, ViewState } from '../types';
import { hideAndSee, type Hidden } from './apply-hiding';
import { clearDependentSelects } from './clear-dependent-selects';

/**
 * The answers after a change from `before` to `after`, with the view state in effect, and the
 * walk of the result. The answers are `after` itself when the change clears nothing; a submit
 * passes the stored answers as both.
 */
export function settleChange(before: Answers, after: Answers, view: ViewState = {}): Hidden {
  return hideAndSee('all', clearDependentSelects(before, after), view);
}

/** settleChange's answers alone. */
export function answersAfterChange(before: Answers, after: Answers, view: ViewState = {}): Answers {
  return settleChange(before, after, view).answers;
}
