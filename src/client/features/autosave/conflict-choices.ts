// The applicant's two answers to a choice between devices (issue 27).
import { withDescriptions } from '../../../engine/definitions/coded-companion';
import type { Answers } from '../../../engine/types';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { flushAutosave, keepUnsentOnDevice } from './autosave';
import { dropConflict, typedSide, useConflicts } from './conflicts';

/** The answer with, for a coded one, its _desc: the two are kept or replaced together. */
function withItsDesc(key: string, value: string | boolean): Answers {
  const answer = { [key]: value };
  return withDescriptions(answer, { ...useAnswersStore.getState().answers, ...answer });
}

/** "Keep mine": the answer typed here is saved again, based on the revision it conflicted with. */
export function keepMine(key: string): void {
  const conflict = useConflicts.getState().conflicts[key];
  if (!conflict) return;
  answerRevisions.rebase({ [key]: conflict.revision });
  dropConflict(key);
  const store = useAnswersStore.getState();
  store.setAnswers(withItsDesc(key, typedSide(conflict, store.answers[key])));
  flushAutosave().catch(() => {
    // The status line says why; the queue retries where it may.
  });
}

/** "Keep the other": the answer the server holds replaces the one typed here. */
export function keepTheirs(key: string): void {
  const conflict = useConflicts.getState().conflicts[key];
  if (!conflict) return;
  answerRevisions.rebase({ [key]: conflict.revision });
  dropConflict(key);
  useAnswersStore.getState().applySaved(withItsDesc(key, conflict.theirs));
  // The device no longer keeps the answer typed here.
  keepUnsentOnDevice();
}
