import { ENTRY_REMOVED_CODE, type AnswerSavedReply } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';
import { ServerError } from '../../api/errors';
import { saveAnswers } from '../../form/api/application';
import { layoutGenerations, staleRepeaters } from './layout-generations';

const recovery = () => import('./layout-recovery');

/**
 * The autosave's send (issue 27): a save based on this page's repeater layout. Refused because
 * its entry was removed on another device, or saved while entries had moved or with answers the
 * server did not keep, the page reads the answers again and tells the applicant.
 */
export async function saveWithLayout(patch: Answers): Promise<void> {
  let reply: AnswerSavedReply | undefined;
  try {
    reply = await saveAnswers(patch, layoutGenerations());
  } catch (error) {
    if (!(error instanceof ServerError && error.code === ENTRY_REMOVED_CODE)) throw error;
    reply = await (await recovery()).resendAfterRemoval(patch);
  }
  if (!reply || (staleRepeaters(reply.generations).length === 0 && reply.not_kept.length === 0))
    return;
  await (await recovery()).catchUp(reply);
}
