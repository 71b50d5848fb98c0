import { useEffect } from 'react';
import { loadValidators, validateApplication } from '../../../engine';
import { useSessionStore } from '../../features/session/session-store';
import { useAnswersStore } from '../../stores/answers';
import { useValidationStore } from '../stores/validation-store';
import { useViewStore } from '../stores/view-store';
import { currentView } from './current-view';

/** The messages to show now: the whole application's while validating, none otherwise. */
export async function refreshValidation(): Promise<void> {
  // The validators' code loads on the first validation (at once after that).
  if (useSessionStore.getState().web_status === 'validating') await loadValidators();
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
    void refreshValidation();
    const offAnswers = useAnswersStore.subscribe((state, previous) => {
      if (state.answers !== previous.answers) void refreshValidation();
    });
    const offSession = useSessionStore.subscribe((state, previous) => {
      if (state.web_status !== previous.web_status || state.is_logged_in !== previous.is_logged_in)
        void refreshValidation();
    });
    const offView = useViewStore.subscribe(() => void refreshValidation());
    return () => {
      offAnswers();
      offSession();
      offView();
    };
  }, []);
}
