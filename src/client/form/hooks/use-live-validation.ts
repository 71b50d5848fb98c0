import { useEffect } from 'react';
import { useSessionStore } from '../../stores/session';
import { useAnswersStore } from '../../stores/answers';
import { useValidationStore } from '../stores/validation-store';
import { useViewStore } from '../stores/view-store';
import { validateCurrentAnswers } from './validate-current';

/** The messages to show now: the whole application's while validating, none otherwise. */
export async function refreshValidation(): Promise<void> {
  const isValidating = () => useSessionStore.getState().web_status === 'validating';
  const errors = isValidating() ? await validateCurrentAnswers() : undefined;
  // Asked again: the status may have moved on while the validators loaded.
  const store = useValidationStore.getState();
  if (errors && isValidating()) store.setErrors(errors);
  else store.clear();
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
