import type { Audience, ViewState } from '../../../engine';
import { useSessionStore } from '../../stores/session';
import { viewStateFor } from '../stores/view-store';

/** Who fills in the pages now: a logged-in applicant, or a visitor. */
function currentAudience(): Audience {
  return useSessionStore.getState().is_logged_in ? 'applicant' : 'visitor';
}

/**
 * The view state the engine validates and hides with, the same the server reads: chosen tabs
 * (as the engine's audience rule says, visitors only ever see the default ones) and add-another
 * counts.
 */
export function currentView(): ViewState {
  return viewStateFor(currentAudience());
}
