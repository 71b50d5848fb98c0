import { site } from '../../../engine/definitions/site';
import { useSessionStore } from '../../stores/session';
import { useConflicts } from './conflicts';
import { useSaveState, type SaveState } from './save-state';
import './save-status.css';

export const SAVING_TEXT = 'Saving…';
export const RETRYING_TEXT = "Not saved yet. We'll keep trying.";
export const CONFLICT_TEXT =
  'Not saved: an answer was also changed on another device. Choose which one to keep.';

// The institution's clock, named, as on the completion page and in e-mails (issue 30).
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: site.timeZone,
  timeZoneName: 'short',
});

function statusText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return SAVING_TEXT;
    case 'saved':
      return `All changes saved at ${timeFormat.format(state.at)}`;
    case 'retrying':
      return RETRYING_TEXT;
    case 'stopped':
      return state.message;
  }
}

/**
 * The save status, kept in view at the bottom of the window while the form is (issue 30): a
 * polite live region, so a screen reader hears when a save starts, ends or fails, and when
 * answers are not saved (the queue reports per save, never per key press). While a choice
 * between two answers waits (issue 27), not everything is saved, and it says so.
 */
export function SaveStatus() {
  const loggedIn = useSessionStore((s) => s.is_logged_in && !s.is_service_user);
  const state = useSaveState((s) => s.state);
  const conflicted = useConflicts((s) => Object.keys(s.conflicts).length > 0);
  if (!loggedIn) return null;
  const failed = conflicted || state.kind === 'retrying' || state.kind === 'stopped';
  return (
    <p className={`save-status${failed ? ' save-status--failed' : ''}`} role="status">
      {conflicted && state.kind !== 'saving' ? CONFLICT_TEXT : statusText(state)}
    </p>
  );
}
