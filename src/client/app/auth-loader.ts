import { activeDefinitions } from '../../engine/definitions/active-definitions';
import { languageStore } from '../i18n/language-store';

/**
 * The loader of the account cards: the site's texts they show (the Help and Privacy dialogs, an
 * alert banner) in the language read (issue 32), before the card is drawn or hydrated. The
 * application pages' loader shows the form it follows in it instead; the prerender activates
 * the set in the page's language itself. An English page without a form loads nothing more.
 */
export async function authLoader(): Promise<null> {
  const { language } = languageStore.getState();
  if ((activeDefinitions().language ?? 'en') === language) return null;
  const { showDefinitions } = await import('./definitions/shown-definitions');
  await showDefinitions({ language });
  return null;
}
