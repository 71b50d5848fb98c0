import { focusField } from '../../form/summary/focus-field';
import { useConflicts } from './conflicts';

/** The DOM id of the choice drawn at a question whose answer waits for one (issue 27). */
export const choiceId = (key: string): string => `${key}-choice`;

/** The answer keys whose choice still waits, in the order the saves found them. */
export function waitingKeys(): string[] {
  return Object.keys(useConflicts.getState().conflicts);
}

/**
 * Focuses the first choice still waiting that this page shows; false when none is shown here.
 * A move away would leave the choice behind, with only the status line saying one waits.
 */
export function focusWaitingChoice(): boolean {
  return waitingKeys().some((key) => focusField(choiceId(key)));
}
