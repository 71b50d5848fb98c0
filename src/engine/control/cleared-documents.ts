// The document questions a walk empties: their uploads go with them (issue 14).
import { documentQuestions } from '../definitions/document-questions';
import type { Visibility } from '../hiding/visibility';

/** Keys of the document questions on the pages that this walk clears (controlsOf's `cleared`). */
export function clearedDocumentKeys({ visibleKeys, hiddenKeys, clearKeys }: Visibility): string[] {
  return documentQuestions()
    .filter((q) => (visibleKeys.has(q.key) || hiddenKeys.has(q.key)) && clearKeys.has(q.key))
    .map((q) => q.key);
}
