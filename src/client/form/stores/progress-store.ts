import { create } from 'zustand';
import type { ApplicationProgress } from '../../../engine/progress/application-progress';
import type { StepState } from '../../../engine/progress/step-state';

interface ProgressStoreState {
  /** Empty until the engine's states have been computed once (they load after first paint). */
  /** By page id. */
  pages: Partial<Record<string, StepState>>;
  sections: Record<string, StepState>;
  /** Every page's and section's state while nothing is answered (computed ones win). */
  blank: StepState | undefined;
  set(progress: ApplicationProgress): void;
  setBlank(state: StepState | undefined): void;
}

/** Each page's and section's state, as the engine's applicationProgress last found them. */
export const useProgressStore = create<ProgressStoreState>((set) => ({
  pages: {},
  sections: {},
  blank: undefined,
  set: (progress) => set(progress),
  setBlank: (blank) => set({ blank }),
}));
