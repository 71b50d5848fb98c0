import type { QueryClient } from '@tanstack/react-query';
import type { DocumentAnswerMap, StatusReply } from '../../../contracts/documents';
import { DOCUMENT_ANSWERED } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { conversionKey, documentAnswerKey } from './query-keys';

/**
 * Keeps the answer map in step with a document: ANSWERED once converted, empty otherwise. The
 * server wrote the same value already, so the key is not left "dirty" for the next save.
 */
export function setDocumentAnswer(answerKey: string, answered: boolean): void {
  const store = useAnswersStore.getState();
  store.setAnswer(answerKey, answered ? DOCUMENT_ANSWERED : '');
  store.markSaved([answerKey]);
}

/** After a delete: no conversion, no document answer, no ANSWERED. */
export function forgetDocument(client: QueryClient, answerKey: string): void {
  client.setQueryData<StatusReply>(conversionKey(answerKey), {
    status: 'not_answered',
    url: '',
    message: '',
  });
  client.setQueryData<DocumentAnswerMap>(documentAnswerKey, (old) => {
    if (!old) return old;
    const rest = { ...old };
    delete rest[answerKey];
    return rest;
  });
  setDocumentAnswer(answerKey, false);
}

/** Keys whose file is on its way up right now (before the server knows of it). */
export const uploadingKeys = new Set<string>();
