import { documentQuestions } from '../../engine';

/** True when the key is a document question; routes refuse any other key before using it in a path. */
export function isDocumentKey(key: string): boolean {
  return documentQuestions().some((question) => question.key === key);
}
