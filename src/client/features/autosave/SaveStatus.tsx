import { LOCALES, type Language } from '../../../contracts/language';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';
import { site } from '../../../engine/definitions/site';
import { useSessionStore } from '../../stores/session';
import { useConflicts } from './conflicts';
import { useSaveState, type SaveState } from './save-state';
import './save-status.css';

/** The institution's clock, named, as on the completion page and in e-mails (issue 30). */
function timeOf(at: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: site.timeZone,
    timeZoneName: 'short',
  }).format(at);
}

function statusText(state: SaveState, t: ReturnType<typeof useT>, language: Language): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return t('save.saving');
    case 'saved':
      return t('save.saved', { time: timeOf(state.at, language) });
    case 'retrying':
      return t('save.retrying');
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
  const t = useT();
  const language = useLanguageState((s) => s.language);
  const loggedIn = useSessionStore((s) => s.is_logged_in && !s.is_service_user);
  const state = useSaveState((s) => s.state);
  const conflicted = useConflicts((s) => Object.keys(s.conflicts).length > 0);
  if (!loggedIn) return null;
  const failed = conflicted || state.kind === 'retrying' || state.kind === 'stopped';
  return (
    <p className={`save-status${failed ? ' save-status--failed' : ''}`} role="status">
      {conflicted && state.kind !== 'saving' ? t('save.conflict') : statusText(state, t, language)}
    </p>
  );
}
