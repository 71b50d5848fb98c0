import { useEffect } from 'react';
import { validateApplication } from '../../../engine';
import { useSessionStore } from '../../features/session/session-store';
import { useAnswersStore } from '../../stores/answers';
import { useValidationStore } from '../stores/validation-store';
import { useViewStore } from '../stores/view-store';
import { currentView } from './current-view';

/** The messages to show now: the whole application's while validating, none otherwise. */
export function refreshValidation(): void {
  const { web_status } = useSessionStore.getState();
  const store = useValidationStore.getState();
  if (web_status !== 'validating') {
    store.clear();
    return;
  }
  store.setErrors(
    validateApplication(useAnswersStore.getState().answers, new Date(), currentView()),
  );
}

/**
 * Spec section 4: answers are validated for display only while the status is validating. Then
 * every change re-checks (the engine takes well under a millisecond), so a fixed answer loses
 * its message at once; fields re-render only when their own messages change.
 */
export function useLiveValidation(): void {
  useEffect(() => {
    refreshValidation();
    const offAnswers = useAnswersStore.subscribe((state, previous) => {
      if (state.answers !== previous.answers) refreshValidation();
    });
    const offSession = useSessionStore.subscribe((state, previous) => {
      if (state.web_status !== previous.web_status || state.is_logged_in !== previous.is_logged_in)
        refreshValidation();
    });
    const offView = useViewStore.subscribe(refreshValidation);
    return () => {
      offAnswers();
      offSession();
      offView();
    };
  }, []);
}
