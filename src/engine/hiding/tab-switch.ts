// Choosing a tab empties the answers the other tabs of that tabs node own (spec section 4, Tabs).
import { pages } from '../definitions/pages';
import { findNode } from '../definitions/walk';
import { PAGE_IDS, type Answers, type TabsNode } from '../types';
import { emptyValue, isAnswerKey } from '../model/answer-keys';

/** The tabs node with this id on any page. */
export function getTabs(tabsId: string): TabsNode | undefined {
  return findNode(
    PAGE_IDS.flatMap((pageId) => pages[pageId].nodes),
    (node): node is TabsNode => node.kind === 'tabs' && node.id === tabsId,
  );
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
