import { SUBMITTED_CODE } from '../../../contracts/answers';
import { ServerError } from '../../api/errors';
import { profileKey } from '../../api/session/profile';
import { navigateTo } from '../../app/navigation';
import { paths } from '../../app/paths';
import { queryClient } from '../../app/query-client';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import { useSessionStore } from '../../stores/session';
import { stopAutosave } from './autosave';

/** The server's refusal of a save or a status for an application already submitted. */
export function isSubmittedRefusal(error: unknown): boolean {
  return error instanceof ServerError && error.status === 409 && error.code === SUBMITTED_CODE;
}

/**
 * The application was submitted on another device: the spec's routing rule sends a submitted
 * application to /completion, so this page goes there, reading the profile again, and says
 * that what was typed here after was not included. The device copy goes: it can never be sent.
 */
export async function followSubmission(): Promise<void> {
  const session = useSessionStore.getState();
  // The save and the button that waited for it may both be refused: one move.
  if (session.web_status === 'submitted') return;
  stopAutosave({ forget: true });
  await queryClient.invalidateQueries({ queryKey: profileKey });
  session.setWebStatus('submitted');
  toast.error(t('submit.elsewhere'));
  navigateTo(paths.completion, { replace: true });
}
