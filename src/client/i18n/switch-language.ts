import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '../../contracts/language';
import { loadCatalogue } from './catalogue';
import { languageStore } from './language-store';

/** Remembers a choice on this device; the server reads it to send pages in that language. */
export function rememberLanguage(language: Language): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/** Shows the shell in `language`, its catalogue loaded first. */
export async function showLanguage(language: Language): Promise<void> {
  const catalogue = await loadCatalogue(language);
  languageStore.getState().use(language, catalogue);
  document.documentElement.lang = language;
}

/**
 * The form definitions in `language`, before the shell re-renders in it. Loaded on demand: the
 * first load shows the shell's catalogue alone (main.tsx waits for it, and a module sharing the
 * entry's code cannot load while the entry waits), and the application's loader shows the
 * definitions in the language then in effect.
 */
async function showForms(language: Language): Promise<void> {
  const { showDefinitions } = await import('../app/definitions/shown-definitions');
  await showDefinitions({ language });
}

/** A choice: the shell and the forms shown in it, and remembered on this device. */
export async function switchLanguage(language: Language): Promise<void> {
  const [catalogue] = await Promise.all([loadCatalogue(language), showForms(language)]);
  languageStore.getState().use(language, catalogue);
  document.documentElement.lang = language;
  rememberLanguage(language);
}
