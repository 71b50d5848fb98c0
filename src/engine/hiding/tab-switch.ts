// Choosing a tab empties the answers the other tabs of that tabs node own (spec section 4, Tabs).
import { pages } from '../definitions/pages';
import { childLists } from '../definitions/walk';
import { PAGE_IDS, type Answers, type FormNode, type TabsNode } from '../types';
import { emptyValue, isAnswerKey } from '../model/answer-keys';

function findTabs(nodes: readonly FormNode[], id: string): TabsNode | undefined {
  for (const node of nodes) {
    if (node.kind === 'tabs' && node.id === id) return node;
    for (const list of childLists(node)) {
      const found = findTabs(list, id);
      if (found) return found;
    }
  }
  return undefined;
}

/** The tabs node with this id on any page. */
export function getTabs(tabsId: string): TabsNode | undefined {
  for (const pageId of PAGE_IDS) {
    const found = findTabs(pages[pageId].nodes, tabsId);
    if (found) return found;
  }
  return undefined;
}

/** Keys a switch to chosenTab empties: everything the other tabs own (with _desc companions). */
export function tabSwitchClears(tabs: TabsNode, chosenTab: string): string[] {
  const keys: string[] = [];
  for (const tab of tabs.tabs) {
    if (tab.id === chosenTab) continue;
    for (const key of tab.owns) {
      keys.push(key);
      if (isAnswerKey(`${key}_desc`)) keys.push(`${key}_desc`);
    }
  }
  return keys;
}

/** The answers after choosing a tab. */
export function applyTabSwitch(answers: Answers, tabs: TabsNode, chosenTab: string): Answers {
  const out = { ...answers };
  for (const key of tabSwitchClears(tabs, chosenTab)) out[key] = emptyValue(key);
  return out;
}
