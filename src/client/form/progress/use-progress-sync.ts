import { useEffect } from 'react';
import { stepState } from '../../../engine/progress/step-state';
import { useSessionStore } from '../../stores/session';
import { hasAnyAnswer, useAnswersStore } from '../../stores/answers';
import { useProgressStore } from '../stores/progress-store';

/** Nothing answered and no Submit tried: every page and section is in the rule's first state. */
const blank = stepState({
  answered: 0,
  withErrors: 0,
  submitAttempted: false,
});

const untouched = () =>
  !hasAnyAnswer(useAnswersStore.getState().answers) &&
  useSessionStore.getState().web_status !== 'validating';

/**
 * Keeps the step and section states current while mounted. The engine and validators load
 * after the page is up, and only once something is answered: before that every state is the
 * blank one, known without them (a first visit downloads no validators).
 */
export function useProgressSync(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    const start = () => {
      useProgressStore.getState().setBlank(undefined);
      import('./sync-progress')
        .then((module) => module.startProgressSync())
        .then((stopSync) => (mounted ? (stop = stopSync) : stopSync()))
        // A chunk the network dropped leaves the states blank; the next page load tries again.
        .catch(() => {});
    };
    if (!untouched()) {
      start();
    } else {
      useProgressStore.getState().setBlank(blank);
      const offAnswers = useAnswersStore.subscribe(() => wake());
      const offSession = useSessionStore.subscribe(() => wake());
      const wake = () => {
        if (untouched()) return;
        offAnswers();
        offSession();
        start();
      };
      stop = () => {
        offAnswers();
        offSession();
      };
    }
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);
}
