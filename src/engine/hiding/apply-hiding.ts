// Applies hiding to answers: the answers of hidden content are emptied (spec section 4).
// Pure: the client calls it after each change, the server before saving and validating.
import type { Answers, ViewState } from '../types';
import { emptyValue, isAnswerKey, isEmptyAnswer } from '../model/answer-keys';
import { definitionsOf, type HidingTarget } from './hiding-target';
import { computeVisibility, type Visibility } from './visibility';

export type { HidingTarget } from './hiding-target';

/** Visibility of the target's questions for these answers and view state. */
export function visibilityOf(
  target: HidingTarget,
  answers: Answers,
  view: ViewState = {},
): Visibility {
  return computeVisibility(
    definitionsOf(target).map((p) => p.nodes),
    answers,
    view,
  );
}

// Clearing can hide more content (a cleared answer may be another condition's input), so
// repeat until nothing changes; a page is never nested deeper than this.
const MAX_ROUNDS = 10;

const DESC = '_desc';

/** Hidden answers emptied, and the visibility of the answers so emptied. */
export interface Hidden {
  answers: Answers;
  visibility: Visibility;
}

/**
 * True when hiding empties this answer key: a key the walk clears, or the _desc companion (a
 * key of the model) of one. A value already empty needs no emptying.
 */
function emptiedByHiding(clearKeys: ReadonlySet<string>, key: string): boolean {
  if (clearKeys.has(key)) return true;
  return key.endsWith(DESC) && clearKeys.has(key.slice(0, -DESC.length)) && isAnswerKey(key);
}

/**
 * The answers with the given keys that hiding empties ('' or false for yes/no boxes) emptied;
 * the same object when none of them holds a value.
 */
export function emptyHidden(
  answers: Answers,
  keys: Iterable<string>,
  clearKeys: ReadonlySet<string>,
): Answers {
  let next: Answers | undefined;
  for (const key of keys) {
    if (isEmptyAnswer(answers[key]) || !emptiedByHiding(clearKeys, key)) continue;
    next ??= { ...answers };
    next[key] = emptyValue(key);
  }
  return next ?? answers;
}

/**
 * Returns the answers with every key that hidden content clears set to '' (false for yes/no
 * boxes), together with its _desc companion, and the walk of the result (a caller that also
 * needs what is shown or cleared does not walk again). The same answers object when nothing
 * changes.
 */
export function hideAndSee(target: HidingTarget, answers: Answers, view: ViewState = {}): Hidden {
  const definitions = definitionsOf(target).map((p) => p.nodes);
  let current = answers;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const visibility = computeVisibility(definitions, current, view);
    const next = emptyHidden(current, Object.keys(current), visibility.clearKeys);
    if (next === current) return { answers: current, visibility };
    current = next;
  }
  return { answers: current, visibility: computeVisibility(definitions, current, view) };
}

/** hideAndSee's answers alone. */
export function applyHiding(target: HidingTarget, answers: Answers, view: ViewState = {}): Answers {
  return hideAndSee(target, answers, view).answers;
}
