import type { Language } from '../../../contracts/language';
import { saveLanguage } from '../../api/session/language';
import { showUnexpectedError } from '../../components/unexpected-error-store';
import { switchLanguage } from '../../i18n/switch-language';
import { useSessionStore } from '../../stores/session';

/**
 * The header's switch: the shell changes at once; a logged-in applicant's account keeps the
 * choice, so its e-mails follow it.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  const { is_logged_in, is_service_user } = useSessionStore.getState();
  if (is_logged_in && !is_service_user) await saveLanguage(language).catch(showUnexpectedError);
}
