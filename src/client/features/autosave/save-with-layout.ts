import { HIDDEN_ANSWERS_CHANGED_CODE, type SaveReply } from '../../../contracts/answers';
import { ENTRY_REMOVED_CODE } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';
import { ServerError } from '../../api/errors';
import { staleRepeaters } from './layout-generations';
import { refusedKeys } from './pending-changes';
import { sendPatch } from './send-patch';
import { followSubmission, isSubmittedRefusal } from './submitted-elsewhere';

const recovery = () => import('./layout-recovery');
const versionRecovery = () => import('./version-recovery');

/**
 * The autosave's send (issue 27): a save based on the revisions and the repeater layout this
 * page knows. Refused because its entry was removed on another device or because it would hide
 * answers changed there, or saved while entries had moved or with answers the server did not
 * keep, the page reads the answers again and tells the applicant; refused for answers the form does not take, it follows the live version; refused
 * because the application was submitted elsewhere, it goes to /completion. Resolves to the reply
 * of what was saved (undefined when nothing was left).
 */
export async function saveWithLayout(patch: Answers): Promise<SaveReply | undefined> {
  let reply: SaveReply | undefined;
  try {
    reply = await sendPatch(patch);
  } catch (error) {
    if (error instanceof ServerError && error.code === ENTRY_REMOVED_CODE)
      return (await recovery()).resendAfterRemoval(patch, error);
    if (error instanceof ServerError && error.code === HIDDEN_ANSWERS_CHANGED_CODE)
      return (await recovery()).resendAfterHiding(patch, error);
    if (refusedKeys(error).length > 0)
      reply = await (await versionRecovery()).resendAfterNewVersion(patch, error);
    else {
      if (isSubmittedRefusal(error)) await followSubmission();
      throw error;
    }
  }
  if (reply && (staleRepeaters(reply.generations).length > 0 || reply.not_kept.length > 0))
    await (await recovery()).catchUp(reply);
  return reply;
}
