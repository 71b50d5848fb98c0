import { applyTabSwitch, documentQuestions, tabSwitchClears, type TabsNode } from '../../../engine';
import { flushAutosave } from '../../features/autosave/autosave';
import { prepareTabSwitch } from '../../features/documents/prepare-tab-switch';
import { putTab } from '../../form/api/view-state';
import { useViewStore } from '../../form/stores/view-store';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { queryClient } from '../query-client';

/** The document questions a switch to `to` empties: their uploads are checked first. */
function documentKeys(node: TabsNode, to: string): string[] {
  const cleared = new Set(tabSwitchClears(node, to));
  return documentQuestions()
    .filter((q) => cleared.has(q.key))
    .map((q) => q.key);
}

/**
 * Saves the choice (PUT /api/tabs, which empties the other tabs' answers on the server) and
 * does the same to the answers here. The typing here is saved first, so the revisions the
 * choice names are this page's own: an answer another device wrote since refuses it (issue 27).
 */
async function chooseTab(node: TabsNode, tabId: string): Promise<void> {
  // Unsent answers that fail to go now still go later: the choice names their bases as typed.
  await flushAutosave().catch(() => undefined);
  const base = answerRevisions.baseOf(tabSwitchClears(node, tabId));
  answerRevisions.learn((await putTab(node.id, tabId, base)).revisions);
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
}

/**
 * A logged-in applicant chooses tab `to`. Spec section 4: leaving a tab that holds a file waits
 * for its upload, then deletes it; then the choice is saved. 'changed': the tab holds a document
 * uploaded on another device that this page does not show, so nothing was deleted.
 */
export async function switchTab(
  node: TabsNode,
  to: string,
): Promise<'switched' | 'blocked' | 'changed'> {
  const files = documentKeys(node, to);
  const documents = files.length > 0 ? await prepareTabSwitch(queryClient, files) : 'ready';
  if (documents !== 'ready') return documents;
  await chooseTab(node, to);
  return 'switched';
}
