import { applicationProgress, loadValidators } from '../../../engine';
import { useSessionStore } from '../../stores/session';
import { useAnswersStore } from '../../stores/answers';
import { createDebouncer } from '../hooks/debounce';
import { currentView } from '../hooks/current-view';
import { useProgressStore } from '../stores/progress-store';
import { useViewStore } from '../stores/view-store';

/** The progress now, for the answers and view as they are. */
export function refreshProgress(): void {
  const submitAttempted = useSessionStore.getState().web_status === 'validating';
  useProgressStore
    .getState()
    .set(
      applicationProgress(useAnswersStore.getState().answers, currentView(), { submitAttempted }),
    );
}

/**
 * Keeps the progress store in step with the answers, the view state and the web status. A
 * burst of key presses is one recount (every page is validated), at most once a second.
 * Returns what stops it.
 */
export async function startProgressSync(): Promise<() => void> {
  await loadValidators();
  refreshProgress();
  const recount = createDebouncer(refreshProgress, 300, 1000);
  const ask = () => recount.call();
  const stops = [
    useAnswersStore.subscribe((state, previous) => {
      if (state.answers !== previous.answers) ask();
    }),
    useViewStore.subscribe(ask),
    useSessionStore.subscribe((state, previous) => {
      if (state.web_status !== previous.web_status || state.is_logged_in !== previous.is_logged_in)
        ask();
    }),
  ];
  return () => {
    recount.cancel();
    stops.forEach((stop) => stop());
  };
}
