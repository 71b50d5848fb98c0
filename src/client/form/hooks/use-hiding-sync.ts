import { useEffect } from 'react';
import { settleChange, type Answers, type Settled } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { useViewStore } from '../stores/view-store';
import { answerDiff } from './answer-diff';
import { currentView } from './current-view';

/**
 * Keeps the answer store free of answers the applicant cannot see, settled by the engine as the
 * server's save and submit settle them (settleChange). Each change is settled from the last
 * settle, so one that no condition, reveal or dependent select reads (nearly every keystroke)
 * costs no walk of the form. What it empties becomes dirty in the store, so the next save
 * (every button saves first) empties it on the server.
 */
export function useHidingSync(): void {
  useEffect(() => {
    let last: Settled | undefined;
    const apply = (before: Answers, after: Answers) => {
      last = settleChange(before, after, currentView(), last);
      // A settle that empties nothing returns `after` itself. `last` is already this settle:
      // the patch comes back here as the next change.
      if (last.answers !== after)
        useAnswersStore.getState().setAnswers(answerDiff(after, last.answers));
    };
    const initial = useAnswersStore.getState().answers;
    apply(initial, initial);
    const offAnswers = useAnswersStore.subscribe((state, previous) => {
      if (state.answers !== previous.answers) apply(previous.answers, state.answers);
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
