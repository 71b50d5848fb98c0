import type { Language } from '../../../contracts/language';
import { completionProfileKey } from '../../api/session/profile';
import { saveLanguage } from '../../api/session/language';
import { queryClient } from '../../app/query-client';
import { showUnexpectedError } from '../../components/unexpected-error-store';
import { switchLanguage } from '../../i18n/switch-language';
import { useSessionStore } from '../../stores/session';

/**
 * The header's switch: the shell changes at once; a logged-in applicant's account keeps the
 * choice, so its e-mails follow it. The status page's decision letter is the one of the
 * account's language, so an open status page reads it again once the account has the choice.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  const { is_logged_in, is_service_user } = useSessionStore.getState();
  if (is_logged_in && !is_service_user)
    await saveLanguage(language).then(
      () => queryClient.invalidateQueries({ queryKey: completionProfileKey }),
      showUnexpectedError,
    );
}
