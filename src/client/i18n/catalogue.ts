import type en from './messages/en.json';
import type { Language } from '../../contracts/language';

/** A text of the application's shell (header, footer, cards, dialogs ...): messages/en.json's keys. */
export type MessageKey = keyof typeof en;

/**
 * A language's messages (ICU MessageFormat). The build hands them over already parsed
 * (scripts/vite-plugin-messages.ts), so the browser needs no message parser.
 */
export type Catalogue = Record<MessageKey, string>;

/** Each language's catalogue is its own chunk: a page loads only the one it is read in. */
const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./messages/en.json'),
  es: () => import('./messages/es.json'),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await catalogues[language]()).default;
}
