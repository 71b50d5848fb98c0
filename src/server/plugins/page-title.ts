// The shell's <title> as sent, in the page's language (issue 32): the application's name from the
// shell's catalogue, which the browser prefixes with the page's own title once it runs
// (usePageTitle). Until then, a Spanish page is not named in English in the tab or to a reader.
// A prerendered page carries its page's own title (render-page.tsx).
import type { Language } from '../../contracts/language';
import en from '../../client/i18n/messages/en.json';
import es from '../../client/i18n/messages/es.json';
import { escapeHtml } from '../../contracts/html-text';

const NAMES: Record<Language, string> = { en: en['page.titleSuffix'], es: es['page.titleSuffix'] };

const TITLE = /<title>[^<]*<\/title>/;

/** The page with its <title> (where it has one) naming the application in `language`. */
export function withTitle(html: string, language: Language): string {
  return html.replace(TITLE, () => `<title>${escapeHtml(NAMES[language])}</title>`);
}
