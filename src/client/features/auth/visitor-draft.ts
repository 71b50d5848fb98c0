import type { Answers } from '../../../engine';
import { saveDraft } from '../../api/draft/save-draft';
import { hasAnyAnswer, useAnswersStore } from '../../stores/answers';

function answered(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== '' && value !== false),
  );
}

/**
 * Spec section 1: a visitor's answers travel to sign-up and login. They are saved as a public
 * draft whose token goes with the sign-up (merged at confirmation) or the login (filling the
 * gaps of the saved answers). A token already made earlier in the journey is reused. A draft
 * that cannot be saved never stops the account call.
 */
export async function visitorDraftToken(existing: string | undefined): Promise<string | undefined> {
  if (existing) return existing;
  const { answers } = useAnswersStore.getState();
  if (!hasAnyAnswer(answers)) return undefined;
  try {
    return await saveDraft(answered(answers));
  } catch {
    return undefined;
  }
}
