import type { Element, Node } from '@xmldom/xmldom';
import { rewriteWordParts, wordElements } from './word-parts';

/**
 * Word starts a new page at every section break that is not continuous, but mammoth drops
 * section properties. For the fallback, each such break gets an explicit page break at the end
 * of the paragraph that ends the section; mammoth keeps those (docx-to-pdf-js.ts maps them).
 * A section's own properties sit at its end and its `type` says how it starts, so the break
 * after a section is decided by the next section's type (nextPage when it has none).
 */
function markBreaks(doc: Node): boolean {
  const sections = wordElements(doc, ['sectPr']);
  let changed = false;
  sections.forEach((sectPr, i) => {
    const pPr = sectPr.parentNode as Element | null;
    const paragraph = pPr?.parentNode as Element | null;
    const next = sections[i + 1];
    if (pPr?.localName !== 'pPr' || paragraph?.localName !== 'p' || !next) return;
    const type = wordElements(next, ['type'])[0];
    if (type?.getAttributeNS(type.namespaceURI, 'val') === 'continuous') return;
    const ns = sectPr.namespaceURI;
    const owner = sectPr.ownerDocument!;
    const run = owner.createElementNS(ns, 'w:r');
    const br = owner.createElementNS(ns, 'w:br');
    br.setAttributeNS(ns, 'w:type', 'page');
    run.appendChild(br);
    paragraph.appendChild(run);
    changed = true;
  });
  return changed;
}

/** The document with a page break where each of its sections ends on a new page. */
export function markSectionBreaks(docx: Buffer): Promise<Buffer> {
  return rewriteWordParts(docx, markBreaks);
}
