import type { Profile } from '../../api/session/profile';
import { postWebStatus } from '../../api/session/web-status';
import { startAutosave } from '../autosave/autosave';
import { loadGenerations } from '../autosave/layout-generations';
import { showUnexpectedError } from '../../components/unexpected-error-store';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { useSessionStore } from '../../stores/session';
import { deriveWebStatus } from './web-status';

/**
 * Turns the profile into the client snapshot (spec section 3) and loads the saved answers. A
 * logged-in user without a status gets "started", locally and on the server.
 */
export function applyProfile(profile: Profile): void {
  const web_status = deriveWebStatus(profile.web_status);
  useSessionStore.getState().set({
    is_logged_in: true,
    username: profile.username,
    num_logins: Math.max(1, profile.successful_login.length),
    has_changed_page: false,
    web_status: web_status ?? 'started',
    last_page: profile.last_page,
    is_service_user: false,
    service_token: '',
  });
  useAnswersStore.getState().load(profile.answer);
  answerRevisions.load(profile.answer_revisions);
  loadGenerations(profile.repeater_generations);
  startAutosave(profile.username);
  if (web_status === null) {
    postWebStatus('started').catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'UnauthorizedError'))
        showUnexpectedError(error);
    });
  }
}
