import { isAnswerKey, type Answers } from '../../../engine';
import { useSessionStore } from '../../features/session/session-store';
import { useAnswersStore } from '../../stores/answers';
import { saveAnswers, saveValidations } from '../api/application';
import { validateCurrentAnswers } from '../hooks/validate-current';

/** PUT /api/answer with the keys changed since the last save (hidden answers emptied included). */
export async function saveChangedAnswers(): Promise<void> {
  const store = useAnswersStore.getState();
  const keys = [...store.dirty].filter(isAnswerKey);
  if (keys.length === 0) return;
  const patch: Answers = {};
  for (const key of keys) patch[key] = store.answers[key] ?? '';
  await saveAnswers(patch);
  // Keys typed while the call ran stay dirty: only what was sent is marked saved.
  const now = useAnswersStore.getState().answers;
  useAnswersStore.getState().markSaved(keys.filter((key) => now[key] === patch[key]));
}

/**
 * Spec section 4, Save (logged in): the answers, then while validating the current error map
 * (POST /api/validations), so the server knows what the applicant was shown.
 */
export async function saveProgress(): Promise<void> {
  await saveChangedAnswers();
  if (useSessionStore.getState().web_status === 'validating') {
    await saveValidations(await validateCurrentAnswers());
  }
}
