import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
/** Page id → its title. */
type StepTitles = Readonly<Record<string, string | undefined>>;

/**
 * The steps' titles of the definitions on show, in their language, once they are shown; until
 * then the step navigation names the steps from virtual:form-steps (the build's English), so
 * the shell does not wait for the definitions to draw it.
 */
export const stepTitlesStore = createStore<StepTitles>(() => ({}));

/** The titles on show, re-rendering when they change (a language switch, a new version). */
export function useStepTitles(): StepTitles {
  return useSyncExternalStore(
    stepTitlesStore.subscribe,
    stepTitlesStore.getState,
    stepTitlesStore.getState,
  );
}
