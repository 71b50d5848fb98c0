// The page's <meta name="description">: site.json's description of the live form version in the
// page's language, so a published change reaches search results without a new build (issue 29).
import { escapeHtml } from '../../contracts/html-text';
import type { Language } from '../../contracts/language';
import { localizedSet, type DefinitionSet } from '../../engine';

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The description tag for `description`. */
export function descriptionTag(description: string): string {
  return `<meta name="description" content="${escapeHtml(description)}" />`;
}

/** The page with its description tag (where it has one) saying `description`. */
export function withDescription(html: string, description: string): string {
  return html.replace(DESCRIPTION, () => descriptionTag(description));
}

const described = new WeakMap<DefinitionSet, Map<Language, Promise<string>>>();

/** The set's site description in `language` (worked out once per set and language). */
export function siteDescription(set: DefinitionSet, language: Language): Promise<string> {
  const byLanguage = described.get(set) ?? new Map<Language, Promise<string>>();
  described.set(set, byLanguage);
  let description = byLanguage.get(language);
  if (!description) {
    description = localizedSet(set, language).then((shown) => shown.site.description);
    byLanguage.set(language, description);
  }
  return description;
}
