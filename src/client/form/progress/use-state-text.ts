import { useCallback } from 'react';
import type { StepState } from '../../../engine/progress/step-state';
import type { MessageKey } from '../../i18n/catalogue';
import { useT } from '../../i18n/use-t';

const KEYS: Readonly<Record<StepState, MessageKey>> = {
  'Not started': 'state.notStarted',
  'In progress': 'state.inProgress',
  Completed: 'state.completed',
  'Needs attention': 'state.needsAttention',
};

/** A step's or section's state in words, in the language in effect (GOV.UK's task list). */
export function useStateText(): (state: StepState) => string {
  const t = useT();
  return useCallback((state) => t(KEYS[state]), [t]);
}
