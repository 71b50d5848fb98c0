import { create } from 'zustand';
import type { ApplicationProgress } from '../../../engine/progress/application-progress';
import type { StepState } from '../../../engine/progress/step-state';

interface ProgressStoreState {
  /** Empty until the engine's states have been computed once (they load after first paint). */
  /** By page id. */
  pages: Partial<Record<string, StepState>>;
  sections: Record<string, StepState>;
  set(progress: ApplicationProgress): void;
}

/** Each page's and section's state, as the engine's applicationProgress last found them. */
export const useProgressStore = create<ProgressStoreState>((set) => ({
  pages: {},
  sections: {},
  set: (progress) => set(progress),
}));
