import type { Language } from '../../contracts/language';

const HTML_TAG = /<html(?:\s+lang="[^"]*")?>/;

/** The page with `<html lang>` naming the language it is written in. */
export function withLanguage(html: string, language: Language): string {
  return html.replace(HTML_TAG, `<html lang="${language}">`);
}
