import { LANGUAGE_COOKIE, type Language } from '../../contracts/language';
import { loadCatalogue } from './catalogue';
import { languageStore } from './language-store';

const A_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers a choice on this device; the server reads it to send pages in that language. */
export function rememberLanguage(language: Language): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_S}; samesite=lax${secure}`;
}

/** Shows the shell in `language`, its catalogue loaded first. */
export async function showLanguage(language: Language): Promise<void> {
  const catalogue = await loadCatalogue(language);
  languageStore.getState().use(language, catalogue);
  document.documentElement.lang = language;
}

/** A choice: shown, and remembered on this device. */
export async function switchLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  rememberLanguage(language);
}
