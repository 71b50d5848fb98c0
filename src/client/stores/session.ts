import { create } from 'zustand';
import type { WebStatus } from '../../engine/constants';

/** The client snapshot of spec section 3. */
export interface SessionSnapshot {
  is_logged_in: boolean;
  username: string;
  /** Count of successful logins (at least 1 once logged in). */
  num_logins: number;
  /** False until the user moves between pages by the app's own navigation. */
  has_changed_page: boolean;
  web_status: WebStatus | null;
  last_page: string;
  is_service_user: boolean;
  /** The staff print view's token (`?service_token=`), kept for its data call. */
  service_token: string;
}

interface SessionState extends SessionSnapshot {
  /** True once the profile (or the visitor state) has been settled for this page load. */
  initialised: boolean;
  set(patch: Partial<SessionSnapshot>): void;
  setWebStatus(status: WebStatus): void;
  markPageChanged(): void;
  /** Back to a visitor (logout, lost session); service mode is kept. */
  reset(): void;
}

export const VISITOR: SessionSnapshot = {
  is_logged_in: false,
  username: '',
  num_logins: 0,
  has_changed_page: false,
  web_status: null,
  last_page: '',
  is_service_user: false,
  service_token: '',
};

export const useSessionStore = create<SessionState>((set) => ({
  ...VISITOR,
  initialised: false,
  set: (patch) => set({ ...patch, initialised: true }),
  setWebStatus: (web_status) => set({ web_status }),
  markPageChanged: () =>
    set((state) => (state.has_changed_page ? state : { has_changed_page: true })),
  reset: () =>
    set((state) => ({
      ...VISITOR,
      is_service_user: state.is_service_user,
      service_token: state.service_token,
      initialised: false,
    })),
}));
