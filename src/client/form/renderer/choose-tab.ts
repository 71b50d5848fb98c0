import { applyTabSwitch, type TabsNode } from '../../../engine';
import { toast } from '../../components/toast/toast-store';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { putTab } from '../api/view-state';
import { useViewStore } from '../stores/view-store';

/**
 * Saves a logged-in applicant's tab choice (PUT /api/tabs, which empties the other tabs'
 * answers on the server) and does the same to the answers here. True when it switched.
 */
export async function chooseTab(node: TabsNode, tabId: string): Promise<boolean> {
  const label = node.tabs.find((tab) => tab.id === tabId)?.label ?? tabId;
  try {
    answerRevisions.learn((await putTab(node.id, tabId)).revisions);
  } catch {
    toast.error(`Error handling tabs for ${label}`);
    return false;
  }
  const store = useAnswersStore.getState();
  const next = applyTabSwitch(store.answers, node, tabId);
  const changed = Object.keys(next).filter((key) => next[key] !== store.answers[key]);
  if (changed.length > 0) {
    store.setAnswers(
      Object.fromEntries(changed.map((key) => [key, next[key] as string | boolean])),
    );
    // The server emptied them in the same call: nothing left to save.
    store.markSaved(changed);
  }
  useViewStore.getState().setTab(node.id, tabId);
  return true;
}
