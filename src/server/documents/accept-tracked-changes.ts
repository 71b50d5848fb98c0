import { XMLSerializer, type Element, type Node } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { parseXml } from './parse-xml';

/** WordprocessingML in its transitional and strict namespaces. */
const WORD_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];
/**
 * Parts that can hold tracked changes: the main part (whatever its name), headers, footers,
 * notes and comments all sit directly in word/; the other parts there hold no revisions.
 */
const STORY = /^word\/[^/]+\.xml$/;
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

function elements(doc: Node, names: string[]): Element[] {
  const found: Element[] = [];
  const root = doc as unknown as {
    getElementsByTagNameNS(ns: string, name: string): ArrayLike<Element>;
  };
  for (const ns of WORD_NAMESPACES)
    for (const name of names) found.push(...Array.from(root.getElementsByTagNameNS(ns, name)));
  return found;
}

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
export async function acceptTrackedChanges(docx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  let changed = false;
  for (const name of Object.keys(zip.files).filter((n) => STORY.test(n))) {
    const xml = await zip.file(name)!.async('string');
    const doc = parseXml(xml);
    if (!acceptChanges(doc)) continue;
    zip.file(name, new XMLSerializer().serializeToString(doc));
    changed = true;
  }
  if (!changed) return docx;
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
