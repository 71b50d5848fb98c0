import { nodesUnder, perDefinitions, PAGE_IDS, type QuestionNode } from '../../../engine';

// Every question of the application by answer key, repeater entries included, once per version.
const byKey = perDefinitions((set) => {
  const questions = new Map<string, QuestionNode>();
  for (const node of nodesUnder(PAGE_IDS.flatMap((pageId) => set.pages[pageId].nodes))) {
    if (node.kind === 'question') questions.set(node.key, node);
  }
  return questions;
});

/** The question that edits a key, so a fill can write a code's _desc label like the select would. */
export function questionOfKey(key: string): QuestionNode | undefined {
  return byKey().get(key);
}
