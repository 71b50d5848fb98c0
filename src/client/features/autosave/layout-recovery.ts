// Loaded only when the server says this page is behind (issue 27), so the first page load
// does not carry it.
import type { SaveReply } from '../../../contracts/answers';
import type { Answers } from '../../../engine/types';
import type { ServerError } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import { saveAnswers } from '../../form/api/application';
import { answerRevisions } from '../../stores/answer-revisions';
import { layoutGenerations, staleRepeaters } from './layout-generations';
import { announceNotKept } from './layout-notices';
import { refreshAnswers } from './refresh-answers';

/** The keys, as sent, whose entry the refusal says was removed; undefined when it names none. */
function removedKeys(refusal: ServerError): ReadonlySet<string> | undefined {
  const keys = (refusal.body as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'string')
    ? new Set(keys)
    : undefined;
}

/**
 * A save refused because an entry it wrote to was removed on another device. The rest of the
 * patch goes again, still in the layout it was typed in, so the server moves the changes to
 * surviving entries along with them (an offline edit to a later entry is not lost); then the
 * page reads the answers again and says so. Resolves to the reply (undefined if nothing is left).
 */
export async function resendAfterRemoval(
  patch: Answers,
  refusal: ServerError,
): Promise<SaveReply | undefined> {
  const removed = removedKeys(refusal);
  const rest = removed
    ? Object.fromEntries(Object.entries(patch).filter(([key]) => !removed.has(key)))
    : {};
  const reply =
    Object.keys(rest).length > 0
      ? await saveAnswers(rest, answerRevisions.baseOf(Object.keys(rest)), layoutGenerations())
      : undefined;
  await refreshAnswers(new Set(reply?.not_kept));
  toast.error(t('autosave.entryRemoved'));
  if (reply && reply.not_kept.length > 0) await announceNotKept(reply.not_kept);
  return reply;
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
