import { t } from '../../i18n/translate';
import { UnauthorizedError } from '../../api/errors';
import { logoutCall } from '../../api/session/logout';
import { navigateTo } from '../../app/navigation';
import { paths } from '../../app/paths';
import { flushAutosave, stopAutosave } from '../autosave/autosave';
import { clearClientData } from './clear-client-data';

export type LogoutReason = 'user' | 'inactivity';

/**
 * Spec section 4: logout clears cached data and leads to /login with a message. A failure is
 * rethrown (the caller shows it in the "Unexpected Error" dialog); an already expired session
 * counts as logged out. After inactivity the user leaves whatever the server said. Unsent
 * answers are sent first and then forgotten on this device; when they could not be sent
 * (offline, a server in trouble) they stay on it for the account's next login, as after a lost
 * session, since nothing typed may be lost.
 */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  // What was typed reaches the server first; a save that fails still lets the user leave.
  const sent = await flushAutosave().then(
    () => true,
    () => false,
  );
  try {
    await logoutCall();
  } catch (error) {
    if (reason === 'user' && !(error instanceof UnauthorizedError)) throw error;
  }
  stopAutosave({ forget: sent });
  clearClientData();
  navigateTo(paths.login, {
    replace: true,
    state:
      reason === 'inactivity'
        ? { errorMessage: t('logout.inactivity') }
        : { message: t('logout.done') },
  });
}
