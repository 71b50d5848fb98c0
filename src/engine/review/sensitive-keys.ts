// Need to know (issue 33): the answers of questions the definitions mark with a sensitive
// category, which only staff granted that category see or export.
import { perDefinitions } from '../definitions/active-definitions';
import { forEachQuestion, isCodedWidget, questionKeys } from '../definitions/walk';
import { PAGE_IDS, type FormNode } from '../types';

/** A grant of every sensitive category, those an office adds later too (an admin's default). */
export const EVERY_CATEGORY = '*';

/** Each answer key of a sensitive question under the nodes (a coded one's `_desc` text too) with its category. */
export function sensitiveKeysIn(nodes: readonly FormNode[]): Map<string, string> {
  const keys = new Map<string, string>();
  forEachQuestion(nodes, (q) => {
    if (q.kind !== 'question' || !q.sensitive) return;
    for (const key of questionKeys(q)) keys.set(key, q.sensitive);
    if (isCodedWidget(q)) keys.set(`${q.key}_desc`, q.sensitive);
  });
  return keys;
}

/** The sensitive answer keys of the form definitions, each with its category. */
export const sensitiveCategories: () => ReadonlyMap<string, string> = perDefinitions(
  (set) => new Map(PAGE_IDS.flatMap((page) => [...sensitiveKeysIn(set.pages[page].nodes)])),
);

/** The sensitive answer keys of the form definitions. */
export const sensitiveKeys: () => ReadonlySet<string> = perDefinitions(
  () => new Set(sensitiveCategories().keys()),
);

/**
 * The keys of `keys` (answer key → category) withheld from staff granted these categories: every
 * key whose category is not granted, so a category nobody was granted yet is withheld from all.
 */
export function withheldAmong(
  keys: ReadonlyMap<string, string>,
  granted: readonly string[],
): string[] {
  if (granted.includes(EVERY_CATEGORY)) return [];
  return [...keys].filter(([, category]) => !granted.includes(category)).map(([key]) => key);
}

/** The sensitive answer keys of the form definitions withheld from staff granted these categories. */
export function withheldKeysFor(granted: readonly string[]): string[] {
  return withheldAmong(sensitiveCategories(), granted);
}

/** The answers without the withheld keys. */
export function withoutWithheld<T>(
  answers: Record<string, T>,
  withheld: Iterable<string>,
): Record<string, T> {
  const kept = { ...answers };
  for (const key of withheld) delete kept[key];
  return kept;
}
