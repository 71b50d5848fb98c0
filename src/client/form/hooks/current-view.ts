import type { ViewState } from '../../../engine';
import { useSessionStore } from '../../stores/session';
import { viewStateOf } from '../stores/view-store';

/**
 * The view state the engine validates and hides with, the same the server reads: chosen tabs
 * (visitors only ever see the default ones) and add-another counts.
 */
export function currentView(): ViewState {
  return viewStateOf(useSessionStore.getState().is_logged_in);
}
