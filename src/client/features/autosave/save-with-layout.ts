import { ENTRY_REMOVED_CODE, type AnswerSavedReply } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';
import { ServerError } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import { saveAnswers } from '../../form/api/application';
import { useAnswersStore } from '../../stores/answers';
import { layoutGenerations, staleRepeaters } from './layout-generations';
import { announceNotKept, ENTRIES_MOVED_NOTICE, ENTRY_REMOVED_NOTICE } from './layout-notices';
import { refreshAnswers } from './refresh-answers';

const isEntryRemoved = (error: unknown) =>
  error instanceof ServerError && error.code === ENTRY_REMOVED_CODE;

/** The keys of the patch still waiting to be sent after a refresh. */
function stillPending(patch: Answers): Answers {
  const { dirty } = useAnswersStore.getState();
  return Object.fromEntries(Object.entries(patch).filter(([key]) => dirty.has(key)));
}

/**
 * The autosave's send (issue 27): a save based on this page's repeater layout. Refused because
 * its entry was removed on another device, the page reads the answers again, says so, and
 * sends the rest of the patch. Saved while entries had moved, or with answers the server did not
 * keep (their section is hidden), the page reads the answers again and says so.
 */
export async function saveWithLayout(patch: Answers): Promise<void> {
  let reply: AnswerSavedReply;
  try {
    reply = await saveAnswers(patch, layoutGenerations());
  } catch (error) {
    if (!isEntryRemoved(error)) throw error;
    await refreshAnswers();
    toast.error(ENTRY_REMOVED_NOTICE);
    const rest = stillPending(patch);
    if (Object.keys(rest).length === 0) return;
    reply = await saveAnswers(rest, layoutGenerations());
  }
  const moved = staleRepeaters(reply.generations).length > 0;
  if (!moved && reply.not_kept.length === 0) return;
  await refreshAnswers(new Set(reply.not_kept));
  if (moved) toast.success(ENTRIES_MOVED_NOTICE);
  if (reply.not_kept.length > 0) await announceNotKept(reply.not_kept);
}
