import { errorMessageOf, UnauthorizedError } from '../../api/errors';
import { showUnexpectedError } from '../../components/unexpected-error-store';
import { toast } from '../../components/toast/toast-store';
import { logout } from '../session/logout';
import { useSessionStore } from '../session/session-store';
import { StillWorkingDialog } from './StillWorkingDialog';
import { useInactivity } from './use-inactivity';

/** Puts the application pages under the inactivity timeout; nothing happens when logged out. */
export function InactivityGuard() {
  const enabled = useSessionStore((state) => state.is_logged_in && !state.is_service_user);
  const { prompting, stay } = useInactivity(enabled, () => {
    void logout('inactivity');
  });

  function onStay() {
    stay().catch((error: unknown) => {
      if (!(error instanceof UnauthorizedError)) toast.error(errorMessageOf(error));
    });
  }

  function onLeave() {
    logout('user').catch(showUnexpectedError);
  }

  return <StillWorkingDialog open={prompting} onStay={onStay} onLeave={onLeave} />;
}
