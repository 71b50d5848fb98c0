import { loadValidators, validateApplication, type ErrorMap } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { currentView } from './current-view';

/**
 * The whole application's messages for the answers and view as they are now. The browser's
 * validators load on the first call (at once after that), so pages that never validate never
 * download them.
 */
export async function validateCurrentAnswers(): Promise<ErrorMap> {
  await loadValidators();
  return validateApplication(useAnswersStore.getState().answers, new Date(), currentView());
}
