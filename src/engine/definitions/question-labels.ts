// The words that name an answer to the applicant: its question's label, with the section or
// entry it sits in, so that two questions labelled "City" can be told apart.
import { PAGE_IDS, type FormNode } from '../types';
import { perDefinitions } from './active-definitions';
import { childLists, expandTemplateText, repeaterInstances } from './walk';

interface Labels {
  /** Per key, its label with where it sits. */
  names: Map<string, string>;
  /** Per box of a check group, the group's question label. */
  groups: Map<string, string>;
}

function add(labels: Labels, key: string, label: string, within: string | undefined): void {
  if (labels.names.has(key)) return;
  labels.names.set(key, within ? `${label} (${within})` : label);
}

function collect(labels: Labels, nodes: readonly FormNode[], within: string | undefined): void {
  for (const node of nodes) {
    if (node.kind === 'question') {
      if (node.widget === 'checkgroup')
        for (const item of node.items ?? []) {
          add(labels, item.key, item.label, within);
          if (!labels.groups.has(item.key)) labels.groups.set(item.key, node.label);
        }
      else {
        add(labels, node.key, node.label, within);
        add(labels, `${node.key}_desc`, node.label, within);
      }
    } else if (node.kind === 'repeater')
      repeaterInstances(node).forEach((entry, index) =>
        collect(
          labels,
          entry,
          node.itemTitle ? expandTemplateText(node.itemTitle, index + 1, node.numbering) : within,
        ),
      );
    else {
      if (node.kind === 'confirmSwap') add(labels, node.key, node.label, within);
      const title = node.kind === 'section' ? node.title : within;
      for (const list of childLists(node)) collect(labels, list, title);
    }
  }
}

const labels = perDefinitions((set) => {
  const found: Labels = { names: new Map(), groups: new Map() };
  for (const pageId of PAGE_IDS) collect(found, set.pages[pageId].nodes, undefined);
  return found;
});

/** "City (Mailing address)" for mailing_city; the key itself when no question asks for it. */
export function questionLabelOf(key: string): string {
  return labels().names.get(key) ?? key;
}

/** The question of the check group whose box `key` is; undefined for any other key. */
export function checkGroupLabelOf(key: string): string | undefined {
  return labels().groups.get(key);
}
