// What names a question outside its page (issue 30): its label and where it sits, so "State or
// province" in a list says which address it belongs to.
import { PAGE_IDS, type FormNode, type PageId } from '../types';
import { perDefinitions } from './active-definitions';
import { childLists, expandTemplateText, questionKeys, repeaterInstances } from './walk';

export interface QuestionTitle {
  page: PageId;
  label: string;
  /** The section or repeater entry it sits in ("Permanent address", "Brother or sister 2"). */
  context?: string;
}

type Titles = Map<string, QuestionTitle>;

function collect(
  titles: Titles,
  page: PageId,
  nodes: readonly FormNode[],
  context: string | undefined,
): void {
  for (const node of nodes) {
    if (node.kind === 'question' || node.kind === 'confirmSwap') {
      for (const key of questionKeys(node))
        if (!titles.has(key)) titles.set(key, { page, label: node.label, context });
    }
    if (node.kind === 'section') collect(titles, page, node.children, node.title);
    else if (node.kind === 'repeater')
      repeaterInstances(node).forEach((entry, i) => {
        const title = node.itemTitle && expandTemplateText(node.itemTitle, i + 1, node.numbering);
        collect(titles, page, entry, title || context);
      });
    else for (const list of childLists(node)) collect(titles, page, list, context);
  }
}

const titles = perDefinitions((set) => {
  const found: Titles = new Map();
  for (const page of PAGE_IDS) collect(found, page, set.pages[page].nodes, undefined);
  return found;
});

/** The question that asks for a key (a `_desc` key is its question's), undefined for no question. */
export function questionTitle(key: string): QuestionTitle | undefined {
  const byKey = titles();
  return byKey.get(key) ?? byKey.get(key.replace(/_desc$/, ''));
}

/** "State or province (Permanent address)": a question named where it sits; a key of no question as it is. */
export function questionName(key: string): string {
  const title = questionTitle(key);
  if (!title) return key;
  return title.context ? `${title.label} (${title.context})` : title.label;
}
