import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENT_CHANGED_CODE, type DocumentAnswerMap } from '../../../contracts/documents';
import { DOCUMENT_ANSWERED } from '../../../engine';
import { ServerError } from '../../api/errors';
import { useAnswersStore } from '../../stores/answers';
import { deleteConversion, deleteDocumentAnswer, getConversion } from './api';
import { forgetDocument, uploadingKeys } from './document-cache';
import { isConverting } from './polling';
import { conversionKey, documentAnswerKey } from './query-keys';

/**
 * Before leaving a tab (spec section 4, "Tabs"): for each document question the tab owns,
 * the conversion status is checked first. While a file is uploading, converting or its status
 * is still being fetched, the switch is blocked ('blocked': the tabs say "File Upload in Progress").
 * A converted document this page does not show was uploaded on another device since: nothing is
 * deleted ('changed'), and the page shows it before the applicant chooses again; so too when the
 * server finds the file replaced since (each delete names the file shown).
 * Otherwise each converted file and document answer is deleted and the switch may proceed.
 */
export async function prepareTabSwitch(
  client: QueryClient,
  documentKeys: readonly string[],
): Promise<'blocked' | 'changed' | 'ready'> {
  const answers = useAnswersStore.getState().answers;
  for (const key of documentKeys) {
    if (uploadingKeys.has(key) || client.isFetching({ queryKey: conversionKey(key) }) > 0)
      return 'blocked';
    const status = await client.fetchQuery({
      queryKey: conversionKey(key),
      queryFn: () => getConversion(key),
      staleTime: 0,
    });
    if (isConverting(status.status)) return 'blocked';
    // A document this page never showed came from another device: not deleted unseen.
    if (status.status === 'completed' && answers[key] !== DOCUMENT_ANSWERED) return 'changed';
  }
  for (const key of documentKeys) {
    const status = client.getQueryData<{ status: string }>(conversionKey(key))?.status;
    if (status === 'not_answered' && answers[key] !== DOCUMENT_ANSWERED) continue;
    const shown =
      answers[key] === DOCUMENT_ANSWERED
        ? client.getQueryData<DocumentAnswerMap>(documentAnswerKey)?.[key]
        : undefined;
    try {
      await deleteConversion(key, shown);
      await deleteDocumentAnswer(key, shown);
    } catch (error) {
      if (!(error instanceof ServerError && error.code === DOCUMENT_CHANGED_CODE)) throw error;
      await client.invalidateQueries({ queryKey: documentAnswerKey });
      return 'changed';
    }
    forgetDocument(client, key);
  }
  return 'ready';
}
