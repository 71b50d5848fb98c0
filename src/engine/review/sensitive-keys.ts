// Need to know (issue 33): the answers of questions the definitions mark `sensitive`, which only
// roles granted them see or export.
import { perDefinitions } from '../definitions/active-definitions';
import { forEachQuestion, isCodedWidget, questionKeys } from '../definitions/walk';
import { PAGE_IDS, type FormNode } from '../types';

/** Every answer key of a sensitive question under the nodes, a coded one's `_desc` text too. */
export function sensitiveKeysIn(nodes: readonly FormNode[]): Set<string> {
  const keys = new Set<string>();
  forEachQuestion(nodes, (q) => {
    if (q.kind !== 'question' || !q.sensitive) return;
    for (const key of questionKeys(q)) keys.add(key);
    if (isCodedWidget(q)) keys.add(`${q.key}_desc`);
  });
  return keys;
}

/** The sensitive answer keys of the form definitions. */
export const sensitiveKeys: () => ReadonlySet<string> = perDefinitions(
  (set) => new Set(PAGE_IDS.flatMap((page) => [...sensitiveKeysIn(set.pages[page].nodes)])),
);
