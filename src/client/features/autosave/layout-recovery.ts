// Loaded only when the server says this page is behind (issue 27), so the first page load
// does not carry it.
import type { SaveReply } from '../../../contracts/answers';
import type { Answers } from '../../../engine/types';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import { saveAnswers } from '../../form/api/application';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { layoutGenerations, staleRepeaters } from './layout-generations';
import { announceNotKept } from './layout-notices';
import { refreshAnswers } from './refresh-answers';

/** The keys of the patch still waiting to be sent after a refresh. */
function stillPending(patch: Answers): Answers {
  const { dirty } = useAnswersStore.getState();
  return Object.fromEntries(Object.entries(patch).filter(([key]) => dirty.has(key)));
}

/**
 * A save refused because its entry was removed on another device: the page reads the answers
 * again, says so, and sends the rest of the patch (undefined when nothing is left).
 */
export async function resendAfterRemoval(patch: Answers): Promise<SaveReply | undefined> {
  await refreshAnswers();
  toast.error(t('autosave.entryRemoved'));
  const rest = stillPending(patch);
  if (Object.keys(rest).length === 0) return undefined;
  return saveAnswers(rest, answerRevisions.baseOf(Object.keys(rest)), layoutGenerations());
}

/**
 * A save the server re-aimed (entries had moved) or did not wholly keep (sections hidden): the
 * page reads the answers again and says so.
 */
export async function catchUp(reply: SaveReply): Promise<void> {
  const moved = staleRepeaters(reply.generations).length > 0;
  await refreshAnswers(new Set(reply.not_kept));
  if (moved) toast.success(t('autosave.entriesMoved'));
  if (reply.not_kept.length > 0) await announceNotKept(reply.not_kept);
}

/**
 * The page was shown again after entries were removed on another device and had nothing of
 * theirs to send: it reads the answers, counts and generations again and says so.
 */
export async function takeNewLayout(): Promise<void> {
  await refreshAnswers();
  toast.success(t('autosave.layoutChanged'));
}
