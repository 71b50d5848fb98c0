import { isAnswerKey, storedLabel, type Answers } from '../../../engine';
import { recordHidingChange } from '../confirm/record-hiding-change';
import { useAnswersStore } from '../../stores/answers';
import { confirmBeforeErasing, erasedByChange } from '../confirm/erase-confirmation';

/**
 * Writes one answer (a keystroke, a tick); asks first when it would hide answers, and records
 * what the page knew of those for the save.
 */
export function writeAnswer(key: string, value: string | boolean): void {
  const store = useAnswersStore.getState();
  const patch = { [key]: value };
  confirmBeforeErasing(erasedByChange(store.answers, patch), () => {
    recordHidingChange(patch);
    useAnswersStore.getState().setAnswer(key, value);
  });
}

/** Writes several answers at once (an autocomplete fill, a cleared group); asks the same. */
export function writeAnswers(patch: Answers): void {
  const store = useAnswersStore.getState();
  confirmBeforeErasing(erasedByChange(store.answers, patch), () => {
    recordHidingChange(patch);
    useAnswersStore.getState().setAnswers(patch);
  });
}

/**
 * A coded answer (select, radio) with its companion: key_desc holds the chosen label, as
 * spec section 3 asks, so the staff view and the PDF need no option lists; in English whatever
 * language the applicant reads (issue 32), so staff read the same words for the same code.
 */
export function codedPatch(key: string, value: string, label: string): Answers {
  const patch: Answers = { [key]: value };
  if (isAnswerKey(`${key}_desc`))
    patch[`${key}_desc`] = value === '' ? '' : storedLabel(key, value, readAnswers(), label);
  return patch;
}

export function writeCoded(key: string, value: string, label: string): void {
  writeAnswers(codedPatch(key, value, label));
}

export function readAnswers(): Answers {
  return useAnswersStore.getState().answers;
}
