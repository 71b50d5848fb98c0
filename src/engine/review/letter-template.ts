// Which text a decision letter is merged from in one language. site.json's letters are texts of
// the form version like any other an applicant reads, so each has its translation
// (forms/translations/es.json); a letter an admin wrote has none, and is sent as written.
import type { SiteConfig } from '../types';

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The letter to merge for a reader of `shown` (the site settings in their language), given the
 * `english` ones. Without a letter, the decision's own, in that language. A letter that is one
 * of site.json's word for word is taken as that letter, so in its translation: the workspace's
 * form sends the decision's letter as it stands unless the admin edits it. Any other letter is
 * the admin's own text, in the language they chose to write it in, and stays as written.
 */
export function letterTemplate(
  given: string | undefined,
  decisionId: string,
  english: Pick<SiteConfig, 'decisions'>,
  shown: Pick<SiteConfig, 'decisions'>,
): string {
  // The localized settings keep the English ones' order: only their texts are replaced.
  const at =
    given === undefined
      ? english.decisions.findIndex((option) => option.id === decisionId)
      : english.decisions.findIndex((option) => same(option.letter, given));
  if (at === -1) return given ?? '';
  return shown.decisions[at]?.letter ?? english.decisions[at]?.letter ?? '';
}
