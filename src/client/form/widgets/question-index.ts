import { nodesUnder, pages, PAGE_IDS, type QuestionNode } from '../../../engine';

// Every question of the application by answer key, repeater entries included, built once.
const byKey = new Map<string, QuestionNode>();
for (const node of nodesUnder(PAGE_IDS.flatMap((pageId) => pages[pageId].nodes))) {
  if (node.kind === 'question') byKey.set(node.key, node);
}

/** The question that edits a key, so a fill can write a code's _desc label like the select would. */
export function questionOfKey(key: string): QuestionNode | undefined {
  return byKey.get(key);
}
