import {
  codeKeyOf,
  isEmptyAnswer,
  keysHiddenBy,
  settleChange,
  withDescriptions,
  type ViewState,
} from '../../engine';
import { isDocumentKey } from '../documents/document-keys';
import type { StoredAnswers } from './answers';
import { acceptedAnswers, codedAnswerProblems } from './check-answers';

function without(answers: StoredAnswers, keys: readonly string[]): StoredAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !keys.includes(key)));
}

/**
 * One round of judging the gaps filled over `stored`: the gaps to drop, none when the fill
 * stands as a save of it would keep it. First a code its question does not offer with the
 * merged answers (a state of another country than the one stored); then a gap whose effect
 * hides stored work (a draft never erases it, so the cause goes, not the work); last a gap the
 * merged answers hide, which a save would empty. One cause at a time: a gap dropped can make
 * another good.
 */
function gapsToDrop(
  stored: StoredAnswers,
  gaps: StoredAnswers,
  filled: StoredAnswers,
  view: ViewState,
  now: Date,
): string[] {
  const merged = { ...stored, ...filled };
  const notOffered = Object.keys(codedAnswerProblems(gaps, merged, now));
  if (notOffered.length > 0) return notOffered;
  const settled = settleChange(stored, merged, view).answers;
  const lost = Object.keys(stored).filter(
    (key) =>
      !Object.hasOwn(filled, key) && !isEmptyAnswer(stored[key]) && isEmptyAnswer(settled[key]),
  );
  const hiding = Object.keys(gaps).filter((gap) => {
    const hidden = keysHiddenBy([gap]);
    return lost.some((key) => hidden.has(key));
  });
  if (hiding.length > 0) return hiding;
  return Object.keys(gaps).filter((gap) => settled[gap] !== gaps[gap]);
}

/**
 * What a visitor's draft adds to the stored answers: the keys the applicant left unanswered, each
 * code with its own label (never the draft's _desc; never a document key, which only a converted
 * upload sets), judged as a save of them over the stored answers and view would be. What a save
 * would refuse or empty is left out instead: the draft's content must never fail a login, and
 * only filled keys are written, so no stored answer is emptied by a draft.
 */
export function judgeDraft(
  stored: StoredAnswers,
  draft: StoredAnswers,
  view: ViewState,
  now: Date,
): StoredAnswers {
  // Kept under the version live when it was typed: what the live data model no longer takes
  // (a question since removed, a value of another type) is left out, as a save would refuse it.
  let gaps = Object.fromEntries(
    Object.entries(acceptedAnswers(draft).accepted).filter(
      ([key]) => !isDocumentKey(key) && codeKeyOf(key) === undefined && isEmptyAnswer(stored[key]),
    ),
  );
  for (;;) {
    const filled = withDescriptions(gaps, { ...stored, ...gaps }, now);
    const dropped = gapsToDrop(stored, gaps, filled, view, now);
    if (dropped.length === 0) return filled;
    gaps = without(gaps, dropped);
  }
}
