import {
  checkboxMark,
  childLists,
  computeVisibility,
  expandTemplateText,
  PAGE_IDS,
  pages,
  questionKeys,
  repeaterInstances,
  type Answers,
  type FormNode,
  type ViewState,
} from '../../engine';
import { printQuestion } from './answer-lines';

export type PrintItem =
  | { type: 'heading'; level: number; text: string }
  | { type: 'field'; label: string; lines: string[] }
  | { type: 'line'; text: string };

export interface PrintSource {
  answers: Answers;
  view: ViewState;
  /** Document question key to the attached file's name. */
  documents: Record<string, string>;
}

/**
 * The application as printable items, from the same definitions and the same visibility (the
 * engine's computeVisibility) as the pages and the print view: page titles and sections as
 * headings, each question on screen with its answer, repeater entries under their titles.
 */
export function printItems(source: PrintSource): PrintItem[] {
  const lists = PAGE_IDS.map((id) => pages[id].nodes);
  const { visibleKeys } = computeVisibility(lists, source.answers, source.view);
  const printed = new Set<string>();

  const walk = (nodes: readonly FormNode[], level: number): PrintItem[] => {
    const items: PrintItem[] = [];
    for (const node of nodes) {
      if (node.kind === 'content') continue;
      if (node.kind === 'question') {
        const keys = questionKeys(node);
        if (!keys.some((key) => visibleKeys.has(key)) || printed.has(node.key)) continue;
        keys.forEach((key) => printed.add(key));
        const { label, lines } = printQuestion(node, source.answers, source.documents[node.key]);
        if (label === undefined)
          items.push(...lines.map((text) => ({ type: 'line' as const, text })));
        else items.push({ type: 'field', label, lines });
        continue;
      }
      if (node.kind === 'section') {
        const children = walk(node.children, level + 1);
        if (children.length > 0)
          items.push({ type: 'heading', level, text: node.title }, ...children);
        continue;
      }
      if (node.kind === 'repeater') {
        repeaterInstances(node).forEach((entry, i) => {
          const children = walk(entry, level + 1);
          if (children.length === 0) return;
          if (node.itemTitle)
            items.push({
              type: 'heading',
              level,
              text: expandTemplateText(node.itemTitle, i + 1, node.numbering),
            });
          items.push(...children);
        });
        continue;
      }
      if (node.kind === 'confirmSwap' && visibleKeys.has(node.key) && !printed.has(node.key)) {
        printed.add(node.key);
        items.push({
          type: 'line',
          text: `${checkboxMark(source.answers[node.key])} ${node.label}`,
        });
      }
      for (const list of childLists(node)) items.push(...walk(list, level));
    }
    return items;
  };

  return PAGE_IDS.flatMap((id) => {
    const items = walk(pages[id].nodes, 2);
    return items.length > 0
      ? [{ type: 'heading' as const, level: 1, text: pages[id].title }, ...items]
      : [];
  });
}
