import type { Language } from '../../../contracts/language';
import { saveLanguage } from '../../api/session/language';
import { completionProfileKey } from '../../api/session/profile';
import { queryClient } from '../../app/query-client';
import { cookieLanguage } from '../../i18n/initial-language';
import { languageStore } from '../../i18n/language-store';
import { switchLanguage } from '../../i18n/switch-language';

/**
 * Brings the account and the page to one language once the profile is read: the choice made on
 * this device last (its cookie: the switch, `?lang=`) goes to the account; a device that never
 * chose shows the account's language.
 */
export async function syncAccountLanguage(account: Language): Promise<void> {
  const shown = languageStore.getState().language;
  if (account === shown) return;
  if (cookieLanguage(document.cookie) === shown) {
    await saveLanguage(shown);
    // The status page may have read its decision letter in the account's former language.
    await queryClient.invalidateQueries({ queryKey: completionProfileKey });
  } else await switchLanguage(account);
}
