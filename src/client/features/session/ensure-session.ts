import { SERVICE_TOKEN_PARAM } from '../../../contracts/language';
import { errorMessageOf } from '../../api/errors';
import { loadDraft } from '../../api/draft/load-draft';
import { profileQuery } from '../../api/session/profile';
import { queryClient } from '../../app/query-client';
import { toast } from '../../components/toast/toast-store';
import { useAnswersStore } from '../../stores/answers';
import { startVisitorCopy } from '../autosave/autosave';
import { syncAccountLanguage } from './sync-account-language';
import { applyProfile } from './apply-profile';
import { clearClientData } from './clear-client-data';
import { mayBeLoggedIn } from './session-cookie';
import { useSessionStore, VISITOR } from '../../stores/session';

let pending: Promise<void> | null = null;

async function settle(url: URL): Promise<void> {
  if (mayBeLoggedIn()) {
    const profile = await queryClient.fetchQuery(profileQuery);
    applyProfile(profile);
    // Before the page renders, so it does not change language under the applicant's eyes. A
    // failed save is tried again on the next load: not worth stopping the page for.
    await syncAccountLanguage(profile.language).catch(() => undefined);
    return;
  }
  // A visitor: `?token=` resumes a saved public draft (spec section 2).
  const token = url.searchParams.get('token');
  if (token) {
    try {
      useAnswersStore.getState().load(await loadDraft(token));
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  }
  useSessionStore.getState().set({ ...VISITOR });
  startVisitorCopy();
}

/**
 * Settles who is using the app before an application page renders: the staff print view
 * (`?service_token=`), a logged-in applicant (the profile) or a visitor. Runs once per page
 * load and again when the login state changed (login, logout, another tab).
 */
export function ensureSession(url: URL): Promise<void> {
  const session = useSessionStore.getState();
  const serviceToken = url.searchParams.get(SERVICE_TOKEN_PARAM);
  if (serviceToken) {
    if (session.service_token !== serviceToken)
      session.set({ ...VISITOR, is_service_user: true, service_token: serviceToken });
    return Promise.resolve();
  }
  if (session.is_service_user) return Promise.resolve();
  const cookie = mayBeLoggedIn();
  if (session.initialised && session.is_logged_in === cookie) return Promise.resolve();
  // Logged out elsewhere (another tab): nothing of that user may stay on screen.
  if (session.is_logged_in && !cookie) clearClientData();
  pending ??= settle(url).finally(() => {
    pending = null;
  });
  return pending;
}
