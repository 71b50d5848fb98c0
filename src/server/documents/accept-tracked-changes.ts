import type { Element, Node } from '@xmldom/xmldom';
import { rewriteWordParts, wordElements as elements } from './word-parts';

/** Removed with their content: text that was deleted or moved away. */
const REMOVED = ['del', 'moveFrom'];
/** Replaced by their content: text that was inserted or moved here. */
const UNWRAPPED = ['ins', 'moveTo'];
/** Records of earlier formatting and the marks around moves: dropped, the current state stays. */
const DROPPED = [
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblGridChange',
  'trPrChange',
  'tcPrChange',
  'numberingChange',
  'moveFromRangeStart',
  'moveFromRangeEnd',
  'moveToRangeStart',
  'moveToRangeEnd',
];

/**
 * Accepts every change in one part. A deletion mark on a table row's properties deletes the
 * row; on a paragraph mark or run properties it is only a mark and goes alone.
 */
function acceptChanges(doc: Node): boolean {
  let changed = false;
  for (const element of elements(doc, REMOVED)) {
    const parent = element.parentNode as Element | null;
    if (!parent) continue;
    changed = true;
    if (parent.localName === 'trPr') parent.parentNode?.parentNode?.removeChild(parent.parentNode);
    else parent.removeChild(element);
  }
  for (const element of elements(doc, UNWRAPPED)) {
    const parent = element.parentNode;
    if (!parent) continue;
    changed = true;
    while (element.firstChild) parent.insertBefore(element.firstChild, element);
    parent.removeChild(element);
  }
  for (const element of elements(doc, DROPPED)) {
    changed = true;
    element.parentNode?.removeChild(element);
  }
  return changed;
}

/**
 * A Word document as it reads with every tracked change accepted: LibreOffice would otherwise
 * print the revisions as markup (struck-through deletions, moved text twice). Parts without
 * changes, and documents without any, are left byte for byte as they were.
 */
export function acceptTrackedChanges(docx: Buffer): Promise<Buffer> {
  return rewriteWordParts(docx, acceptChanges);
}
