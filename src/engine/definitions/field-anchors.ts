// The element a link to a question lands on (issue 30's Change links): a check group's own key
// names no element, as each box is its own answer with its own id, so its first box stands in.
import { PAGE_IDS } from '../types';
import { perDefinitions } from './active-definitions';
import { forEachQuestion } from './walk';

const groupAnchors = perDefinitions((set) => {
  const anchors = new Map<string, string>();
  for (const page of PAGE_IDS)
    forEachQuestion(set.pages[page].nodes, (node) => {
      const first = node.kind === 'question' && node.widget === 'checkgroup' && node.items?.[0];
      if (first) anchors.set(node.key, first.key);
    });
  return anchors;
});

/** The DOM id that focuses the question asking for `key`: the key itself, or a group's first box. */
export function fieldAnchor(key: string): string {
  return groupAnchors().get(key) ?? key;
}
