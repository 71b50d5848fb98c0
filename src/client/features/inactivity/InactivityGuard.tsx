import { errorMessageOf, UnauthorizedError } from '../../api/errors';
import { showUnexpectedError } from '../../components/unexpected-error-store';
import { toast } from '../../components/toast/toast-store';
import { useSessionStore } from '../../stores/session';
import { StillWorkingDialog } from './StillWorkingDialog';
import { useInactivity } from './use-inactivity';

/** Puts the application pages under the inactivity timeout; nothing happens when logged out. */
export function InactivityGuard({
  logout,
}: {
  logout: (reason: 'user' | 'inactivity') => Promise<void>;
}) {
  const enabled = useSessionStore((state) => state.is_logged_in && !state.is_service_user);
  const { prompting, stay } = useInactivity(enabled, () => {
    logout('inactivity').catch(showUnexpectedError);
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
