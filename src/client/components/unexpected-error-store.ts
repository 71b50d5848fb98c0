import { create } from 'zustand';
import { reportClientError } from '../api/client-errors';
import { errorMessageOf } from '../api/errors';

interface UnexpectedErrorState {
  message: string | null;
  show(error: unknown): void;
  close(): void;
}

/** The one "Unexpected Error" dialog of the app (spec section 8), opened from anywhere. */
export const useUnexpectedErrorStore = create<UnexpectedErrorState>((set) => ({
  message: null,
  show: (error) => {
    reportClientError(error);
    set({ message: errorMessageOf(error) });
  },
  close: () => set({ message: null }),
}));

export function showUnexpectedError(error: unknown): void {
  useUnexpectedErrorStore.getState().show(error);
}
