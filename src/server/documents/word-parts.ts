import { XMLSerializer, type Element, type Node } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { parseXml } from './parse-xml';

/** WordprocessingML in its transitional and strict namespaces. */
const WORD_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];
/**
 * The parts that hold a document's text: the main part (whatever its name), headers, footers,
 * notes and comments all sit directly in word/.
 */
const STORY = /^word\/[^/]+\.xml$/;

/** The WordprocessingML elements of these local names below a node, in either namespace. */
export function wordElements(doc: Node, names: readonly string[]): Element[] {
  const found: Element[] = [];
  const root = doc as unknown as {
    getElementsByTagNameNS(ns: string, name: string): ArrayLike<Element>;
  };
  for (const ns of WORD_NAMESPACES)
    for (const name of names) found.push(...Array.from(root.getElementsByTagNameNS(ns, name)));
  return found;
}

/**
 * Applies `rewrite` to every text part of a Word document; it answers whether it changed the
 * part. Parts it leaves alone, and documents it changes nowhere, stay byte for byte as they were.
 */
export async function rewriteWordParts(
  docx: Buffer,
  rewrite: (doc: Node) => boolean,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  let changed = false;
  for (const name of Object.keys(zip.files).filter((n) => STORY.test(n))) {
    const doc = parseXml(await zip.file(name)!.async('string'));
    if (!rewrite(doc)) continue;
    zip.file(name, new XMLSerializer().serializeToString(doc));
    changed = true;
  }
  if (!changed) return docx;
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
