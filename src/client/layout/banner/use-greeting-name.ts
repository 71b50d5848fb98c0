import { applicantName } from '../../../engine/definitions/applicant-name';
import { useAnswersStore } from '../../stores/answers';

/** Re-renders only when the name itself changes, not on every keystroke elsewhere. */
export function useGreetingName(): string {
  return useAnswersStore((state) => applicantName(state.answers));
}
