// Loaded only when a save is refused for answers the form does not take, so the first page
// load does not carry it.
import type { SaveReply } from '../../../contracts/answers';
import { isAnswerKey } from '../../../engine/model/answer-keys';
import type { Answers } from '../../../engine/types';
import { followDefinitions } from '../../app/definitions/live-definitions';
import { TOAST_ERROR_DURATION_MS } from '../../app/constants';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import { useAnswersStore } from '../../stores/answers';
import { acceptedPart, refusedKeys } from './pending-changes';
import { sendPatch } from './send-patch';

/**
 * A save refused for answers the form does not take (400 BAD_ANSWERS): a version published
 * while the page was open may have removed their questions. The page moves to the live version;
 * answers to questions it no longer has stop being sent, the applicant is told which (by the
 * labels the page showed), and the rest of the patch is sent (undefined when nothing is left).
 * A refusal the live version makes too, a value it does not take, stands.
 */
export async function resendAfterNewVersion(
  patch: Answers,
  refusal: unknown,
): Promise<SaveReply | undefined> {
  const refused = refusedKeys(refusal);
  const { questionLabelOf } = await import('../../../engine/definitions/question-labels');
  const labels = new Map(refused.map((key) => [key, questionLabelOf(key)]));
  await followDefinitions('live');
  const removed = refused.filter((key) => !isAnswerKey(key));
  if (removed.length === 0) throw refusal;
  useAnswersStore.getState().markSaved(removed);
  toast.success(
    t('autosave.questionsRemoved', { labels: removed.map((key) => labels.get(key)).join('; ') }),
    {
      title: t('autosave.questionsRemovedTitle'),
      duration: TOAST_ERROR_DURATION_MS,
    },
  );
  const rest = acceptedPart(patch, removed);
  if (Object.keys(rest).length === 0) return undefined;
  return sendPatch(rest);
}
