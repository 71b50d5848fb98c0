import { useQuery } from '@tanstack/react-query';
import { getDocumentAnswers } from './api';
import { documentAnswerKey } from './query-keys';

/**
 * The document answers (file name and size by question) under the spec's cache key
 * 'document-answer'. Seed it from the profile to save a call:
 * `queryClient.setQueryData(documentAnswerKey, profile.document_answer)`.
 */
export function useDocumentAnswers(enabled = true) {
  return useQuery({ queryKey: documentAnswerKey, queryFn: getDocumentAnswers, enabled });
}
