import { applicantName } from '../../../engine/definitions/applicant-name';
import { useAnswersStore } from '../../stores/answers';

/**
 * The name the banner thanks, read only when it is shown (`wanted`: after submission), so
 * typing one's name re-renders nothing; otherwise only when the name itself changes.
 */
export function useGreetingName(wanted: boolean): string {
  return useAnswersStore((state) => (wanted ? applicantName(state.answers) : ''));
}
