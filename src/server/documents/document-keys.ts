import { documentQuestions } from '../../engine';

const documentKeys: ReadonlySet<string> = new Set(documentQuestions.map((q) => q.key));

/** True when the key is a document question; routes refuse any other key before using it in a path. */
export function isDocumentKey(key: string): boolean {
  return documentKeys.has(key);
}
