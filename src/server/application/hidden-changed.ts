import { HIDDEN_ANSWERS_CHANGED_CODE } from '../../contracts/answers';
import { hidingInputKeys, isEmptyAnswer } from '../../engine';
import { HttpError } from '../http-error';
import type { AnswerRevisions, StoredAnswers } from './answers';

export const HIDDEN_ANSWERS_CHANGED_MESSAGE =
  'Answers this change would hide were changed on another device, so the change was not saved.';

/**
 * Refuses a save whose change would empty, by hiding it, an answer written since the revision
 * the page knew of it (`hiddenBase`; a key it leaves out was never written as far as it knew):
 * the page never showed that answer, so the applicant never chose to lose it (issue 27). The
 * refusal names the save's changes to answers that hide (`keys`, as sent, for the page to take
 * back) and the answers they would have emptied (`hidden`).
 */
export function refuseHidingChangedAnswers(save: {
  /** The keys as sent. */
  sent: StoredAnswers;
  /** The answers the save itself writes (aimed at their entries). */
  written: StoredAnswers;
  /** Every key whose stored value the save changes, hiding included. */
  changed: StoredAnswers;
  stored: StoredAnswers;
  storedRevisions: AnswerRevisions;
  hiddenBase: AnswerRevisions;
}): void {
  const { sent, written, changed, stored, storedRevisions, hiddenBase } = save;
  const hidden = Object.keys(changed).filter(
    (key) =>
      !Object.hasOwn(written, key) &&
      isEmptyAnswer(changed[key]) &&
      !isEmptyAnswer(stored[key]) &&
      (storedRevisions[key] ?? 0) > (hiddenBase[key] ?? 0),
  );
  if (hidden.length === 0) return;
  const inputs = hidingInputKeys();
  throw new HttpError(409, HIDDEN_ANSWERS_CHANGED_MESSAGE, {
    code: HIDDEN_ANSWERS_CHANGED_CODE,
    keys: Object.keys(sent).filter((key) => inputs.has(key)),
    hidden: hidden.sort(),
  });
}
