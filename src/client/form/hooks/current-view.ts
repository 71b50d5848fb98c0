import type { ViewState } from '../../../engine';
import { useSessionStore } from '../../stores/session';
import { useViewStore } from '../stores/view-store';

/**
 * The view state the engine validates and hides with, the same the server reads: chosen tabs
 * (visitors only ever see the default ones) and add-another counts.
 */
export function currentView(): ViewState {
  const { tabs, addAnother } = useViewStore.getState();
  const loggedIn = useSessionStore.getState().is_logged_in;
  return { tabs: loggedIn ? tabs : {}, addAnother };
}
