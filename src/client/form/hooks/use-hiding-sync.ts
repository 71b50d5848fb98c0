import { useEffect } from 'react';
import { answersAfterChange, hidingInputKeys, visibilityOf, type Answers } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { useViewStore } from '../stores/view-store';
import { answerDiff } from './answer-diff';
import { currentView } from './current-view';

/**
 * What the engine says one change clears (answersAfterChange, as the server's save and submit):
 * the patch to write, or null when none.
 */
export function hidingPatch(before: Answers, after: Answers): Answers | null {
  const cleared = answersAfterChange(before, after, currentView());
  if (cleared === after) return null;
  const patch = answerDiff(after, cleared);
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * True when a change can alter what hiding clears: it touches an answer some condition, reveal
 * or dependent select reads, or writes an answer that hidden content clears. Otherwise (nearly
 * every keystroke) the whole-application pass would change nothing and is skipped.
 */
export function needsHidingPass(
  before: Answers,
  after: Answers,
  cleared: ReadonlySet<string>,
): boolean {
  for (const key in after) {
    if (after[key] !== before[key] && (hidingInputKeys().has(key) || cleared.has(key))) return true;
  }
  return false;
}

/**
 * Keeps the answer store free of answers the applicant cannot see. The cleared keys become
 * dirty in the store, so the next save (every button saves first) empties them on the server.
 */
export function useHidingSync(): void {
  useEffect(() => {
    let cleared: ReadonlySet<string> = new Set();
    const apply = (before: Answers, after: Answers) => {
      const patch = hidingPatch(before, after);
      if (patch) useAnswersStore.getState().setAnswers(patch);
      cleared = visibilityOf('all', useAnswersStore.getState().answers, currentView()).clearKeys;
    };
    const initial = useAnswersStore.getState().answers;
    apply(initial, initial);
    const offAnswers = useAnswersStore.subscribe((state, previous) => {
      if (
        state.answers !== previous.answers &&
        needsHidingPass(previous.answers, state.answers, cleared)
      ) {
        apply(previous.answers, state.answers);
      }
    });
    const offView = useViewStore.subscribe(() => {
      const answers = useAnswersStore.getState().answers;
      apply(answers, answers);
    });
    return () => {
      offAnswers();
      offView();
    };
  }, []);
}
