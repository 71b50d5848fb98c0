import { loadValidators, type ErrorMap } from '../../../engine';
import { loadOnce } from '../../app/load-once';
import { useAnswersStore } from '../../stores/answers';
import { currentView } from './current-view';

/** The engine's validation, fetched on first use. */
const loadValidation = loadOnce(() => import('../../../engine/validation/validate-page'));

/**
 * The whole application's messages for the answers and view as they are now. The validation
 * code and the browser's validators load on the first call (at once after that), so pages that
 * never validate never download them; a failed download is tried again on the next call.
 */
export async function validateCurrentAnswers(): Promise<ErrorMap> {
  // The validators of the set shown now: a version followed since the last call brings its own.
  const [{ validateApplication }] = await Promise.all([loadValidation(), loadValidators()]);
  return validateApplication(useAnswersStore.getState().answers, new Date(), currentView());
}
