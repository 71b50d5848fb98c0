import { loadValidators, type ErrorMap } from '../../../engine';
import { loadOnce } from '../../app/load-once';
import { useAnswersStore } from '../../stores/answers';
import { currentView } from './current-view';

/** The engine's validation with the browser's validators loaded, fetched on first use. */
const loadValidation = loadOnce(async () => {
  const [validation] = await Promise.all([
    import('../../../engine/validation/validate-page'),
    loadValidators(),
  ]);
  return validation;
});

/**
 * The whole application's messages for the answers and view as they are now. The validation
 * code and the browser's validators load on the first call (at once after that), so pages that
 * never validate never download them; a failed download is tried again on the next call.
 */
export async function validateCurrentAnswers(): Promise<ErrorMap> {
  const { validateApplication } = await loadValidation();
  return validateApplication(useAnswersStore.getState().answers, new Date(), currentView());
}
