import { forEachQuestion, PAGE_IDS, pages } from '../../engine';

/** Every file question of the form definitions, in page order. */
export const documentQuestions: readonly { key: string; label: string }[] = (() => {
  const found: { key: string; label: string }[] = [];
  for (const pageId of PAGE_IDS) {
    forEachQuestion(pages[pageId].nodes, (q) => {
      if (q.kind === 'question' && q.widget === 'file') found.push({ key: q.key, label: q.label });
    });
  }
  return found;
})();

const documentKeys: ReadonlySet<string> = new Set(documentQuestions.map((q) => q.key));

/** True when the key is a document question; routes refuse any other key before using it in a path. */
export function isDocumentKey(key: string): boolean {
  return documentKeys.has(key);
}
