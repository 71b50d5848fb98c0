import { t } from '../../i18n/translate';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import { followSubmission, isSubmittedRefusal } from '../../features/autosave/submitted-elsewhere';
import { focusWaitingChoice } from '../../features/autosave/waiting-choice';
import { paths } from '../../app/paths';
import { useSessionStore } from '../../stores/session';
import { hasAnyAnswer, useAnswersStore } from '../../stores/answers';

const SIGNUP = '/signup';

/** The moves between pages that save first (spec sections 2 and 4), shared by every button and link. */
export function useFormNavigation() {
  const navigate = useNavigate();

  /** A visitor with answers is sent to sign up (carrying them); true when that happened. */
  function steerVisitor(): boolean {
    if (useSessionStore.getState().is_logged_in) return false;
    const { answers } = useAnswersStore.getState();
    if (!hasAnyAnswer(answers)) return false;
    void navigate(SIGNUP, { state: { answers } });
    return true;
  }

  /** Saves for a logged-in applicant; false (with an error toast) when the save failed. */
  async function save(): Promise<boolean> {
    if (!useSessionStore.getState().is_logged_in) return true;
    try {
      // Saving while validating runs the validators over every page: loaded on first use, so
      // the shell that holds this hook does not bring the definitions.
      const { saveProgress } = await import('./save-progress');
      await saveProgress();
      return true;
    } catch (error) {
      // Submitted on another device: the page moves to /completion and says so.
      if (isSubmittedRefusal(error)) await followSubmission();
      else toast.error(errorMessageOf(error));
      return false;
    }
  }

  return {
    /** The three-step navigation: replaces the history entry. */
    async goToStep(path: string) {
      if (steerVisitor()) return;
      if (!(await save()) || focusWaitingChoice()) return;
      useSessionStore.getState().markPageChanged();
      void navigate(path, { replace: true });
    },
    /** Save & Continue (a visitor with answers signs up first) and Back: save, go on, scroll to the top. */
    async goTo(path: string, { steer = true }: { steer?: boolean } = {}) {
      if (steer && steerVisitor()) return;
      // A choice waiting on this page (issue 27) is made here: the next page would not show it.
      if (!(await save()) || focusWaitingChoice()) return;
      useSessionStore.getState().markPageChanged();
      await navigate(path);
      window.scrollTo(0, 0);
    },
    /** Save (spec section 4): answers and validations, staying on the page. */
    async saveHere() {
      if (steerVisitor()) return;
      await save();
    },
    async submit() {
      if (!useSessionStore.getState().is_logged_in) {
        void navigate(SIGNUP, { state: { answers: useAnswersStore.getState().answers } });
        return;
      }
      try {
        const { submitApplicationFlow } = await import('./submit-application');
        const outcome = await submitApplicationFlow();
        if (outcome.kind === 'submitted') {
          void navigate('/completion', {
            replace: true,
            state: { successMessage: t('completion.submitted') },
          });
          return;
        }
        if (outcome.kind === 'choiceWaiting') {
          // Refused, never submitted with the other device's answer: to the choice, and why.
          toast.error(t('submit.choiceWaiting', { question: outcome.question }));
          useSessionStore.getState().markPageChanged();
          void navigate(outcome.href, { state: { returnTo: paths.review } });
          return;
        }
        useSessionStore.getState().markPageChanged();
        if (outcome.goTo && outcome.goTo !== window.location.pathname) void navigate(outcome.goTo);
        window.scrollTo(0, 0);
      } catch (error) {
        if (isSubmittedRefusal(error)) await followSubmission();
        else toast.error(errorMessageOf(error));
      }
    },
  };
}
