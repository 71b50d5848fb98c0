// Loaded only when the server says this page is behind (issue 27), so the first page load
// does not carry it.
import type { SaveReply } from '../../../contracts/answers';
import type { Answers } from '../../../engine/types';
import type { ServerError } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import type { MessageKey } from '../../i18n/catalogue';
import { t } from '../../i18n/translate';
import { staleRepeaters } from './layout-generations';
import { announceNotKept } from './layout-notices';
import { refreshAnswers } from './refresh-answers';
import { sendPatch } from './send-patch';

/** The keys, as sent, the refusal names; undefined when it names none. */
function keysNamedBy(refusal: ServerError): ReadonlySet<string> | undefined {
  const keys = (refusal.body as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'string')
    ? new Set(keys)
    : undefined;
}

/**
 * A save refused for some of its keys: the rest goes again, still in the layout it was typed in,
 * and the page reads the answers again, taking the refused keys back, and says `notice`.
 * Resolves to the reply (undefined if nothing is left).
 */
async function resendWithout(
  patch: Answers,
  refusal: ServerError,
  notice: MessageKey,
): Promise<SaveReply | undefined> {
  const refused = keysNamedBy(refusal);
  const rest = refused
    ? Object.fromEntries(Object.entries(patch).filter(([key]) => !refused.has(key)))
    : {};
  const reply = Object.keys(rest).length > 0 ? await sendPatch(rest) : undefined;
  await refreshAnswers(new Set([...(refused ?? []), ...(reply?.not_kept ?? [])]));
  toast.error(t(notice));
  if (reply && reply.not_kept.length > 0) await announceNotKept(reply.not_kept);
  return reply;
}

/**
 * A save refused because an entry it wrote to was removed on another device. The rest of the
 * patch goes again in the layout it was typed in, so the server moves the changes to surviving
 * entries along with them (an offline edit to a later entry is not lost).
 */
export function resendAfterRemoval(
  patch: Answers,
  refusal: ServerError,
): Promise<SaveReply | undefined> {
  return resendWithout(patch, refusal, 'autosave.entryRemoved');
}

/**
 * A save refused because its change would hide answers changed on another device, which this
 * page never showed: the change is taken back, so the applicant sees those answers before
 * choosing again (and is then asked before they are erased); the rest of the patch is saved.
 */
export function resendAfterHiding(
  patch: Answers,
  refusal: ServerError,
): Promise<SaveReply | undefined> {
  return resendWithout(patch, refusal, 'autosave.hiddenChanged');
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
