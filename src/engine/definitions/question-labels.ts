// The words that name an answer to the applicant: its question's label, with the section or
// entry it sits in, so that two questions labelled "City" can be told apart.
import { PAGE_IDS, type FormNode } from '../types';
import { pages } from './pages';
import { childLists, expandTemplateText, repeaterInstances } from './walk';

let labels: Map<string, string> | undefined;

function add(key: string, label: string, within: string | undefined): void {
  if (!labels || labels.has(key)) return;
  labels.set(key, within ? `${label} (${within})` : label);
}

function collect(nodes: readonly FormNode[], within: string | undefined): void {
  for (const node of nodes) {
    if (node.kind === 'question') {
      if (node.widget === 'checkgroup')
        for (const item of node.items ?? []) add(item.key, item.label, within);
      else {
        add(node.key, node.label, within);
        add(`${node.key}_desc`, node.label, within);
      }
    } else if (node.kind === 'repeater')
      repeaterInstances(node).forEach((entry, index) =>
        collect(
          entry,
          node.itemTitle ? expandTemplateText(node.itemTitle, index + 1, node.numbering) : within,
        ),
      );
    else {
      if (node.kind === 'confirmSwap') add(node.key, node.label, within);
      const title = node.kind === 'section' ? node.title : within;
      for (const list of childLists(node)) collect(list, title);
    }
  }
}

/** "City (Mailing address)" for mailing_city; the key itself when no question asks for it. */
export function questionLabelOf(key: string): string {
  if (!labels) {
    labels = new Map();
    for (const pageId of PAGE_IDS) collect(pages[pageId].nodes, undefined);
  }
  return labels.get(key) ?? key;
}
