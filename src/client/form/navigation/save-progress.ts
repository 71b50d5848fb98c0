import { useSessionStore } from '../../stores/session';
import { flushAutosave } from '../../features/autosave/autosave';
import { saveValidations } from '../api/application';
import { validateCurrentAnswers } from '../hooks/validate-current';

/**
 * Spec section 4, Save (logged in): the answers, then while validating the current error map
 * (POST /api/validations), so the server knows what the applicant was shown.
 */
export async function saveProgress(): Promise<void> {
  // Through the autosave queue, so it never races a save already on its way.
  await flushAutosave();
  if (useSessionStore.getState().web_status === 'validating') {
    await saveValidations(await validateCurrentAnswers());
  }
}
