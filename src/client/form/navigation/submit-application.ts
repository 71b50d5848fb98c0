import { questionName, questionTitle, site, type ErrorMap } from '../../../engine';
import { ServerError } from '../../api/errors';
import { flushAutosave } from '../../features/autosave/autosave';
import { choiceId, waitingKeys } from '../../features/autosave/waiting-choice';
import { postWebStatus } from '../../api/session/web-status';
import { useSessionStore } from '../../stores/session';
import { saveValidations, submitApplication } from '../api/application';
import { validateCurrentAnswers } from '../hooks/validate-current';
import { useValidationStore } from '../stores/validation-store';

export type SubmitOutcome =
  | { kind: 'submitted' }
  | { kind: 'invalid'; errors: ErrorMap; goTo: string | null }
  /** An answer waits for the applicant's choice (issue 27): `href` leads to that choice. */
  | { kind: 'choiceWaiting'; question: string; href: string };

/** The error map of the server's 422 reply, when the HTTP client passed it on. */
function serverErrors(error: unknown): ErrorMap | null {
  if (!(error instanceof ServerError) || error.status !== 422) return null;
  return error.errors ?? null;
}

/**
 * The Submit button of spec section 4 for a logged-in applicant: save; started becomes
 * validating (here and on the server); validate; with no errors submit and post submitted;
 * with errors post them and go to the configured default route.
 */
export async function submitApplicationFlow(): Promise<SubmitOutcome> {
  const session = useSessionStore.getState();
  await flushAutosave();
  // The server holds the other device's answer: submitting now would choose it silently.
  const [waiting] = waitingKeys();
  if (waiting !== undefined) {
    const page = questionTitle(waiting)?.page;
    const href = `${page ? `/${page}` : window.location.pathname}#${choiceId(waiting)}`;
    return { kind: 'choiceWaiting', question: questionName(waiting), href };
  }
  if (session.web_status !== 'validating') {
    session.setWebStatus('validating');
    await postWebStatus('validating');
  }
  let errors = await validateCurrentAnswers();
  if (Object.keys(errors).length === 0) {
    try {
      await submitApplication();
      await postWebStatus('submitted');
      useSessionStore.getState().setWebStatus('submitted');
      return { kind: 'submitted' };
    } catch (error) {
      // The server is the judge: its 422 lists what it found missing.
      const found = serverErrors(error);
      if (!found) throw error;
      errors = found;
    }
  }
  useValidationStore.getState().setErrors(errors);
  await saveValidations(errors);
  useValidationStore.getState().requestSummaryFocus();
  return { kind: 'invalid', errors, goTo: site.defaultRoute || null };
}
