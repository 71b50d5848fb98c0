import type { Element, Node } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { parseXml } from './parse-xml';
import { wordElements } from './word-parts';

/** An attribute by its name or by its local name (`r:id` answers to `id`). */
function attribute(element: Element, name: string): string | undefined {
  const found = Array.from(element.attributes).find(
    (attr) => attr.name === name || attr.localName === name,
  );
  return found?.value;
}

/** The paragraph a node belongs to: its nearest `p` ancestor. */
function paragraphOf(node: Node): Node | null {
  let parent = node.parentNode;
  while (parent && (parent as Element).localName !== 'p') parent = parent.parentNode;
  return parent;
}

/** The paragraphs of one header or footer part, its text runs joined, tabs as spaces. */
function marginParagraphs(xml: string): string[] {
  const doc = parseXml(xml);
  const paragraphs: string[] = [];
  for (const p of wordElements(doc, ['p'])) {
    const text = Array.from(p.getElementsByTagNameNS('*', '*'))
      .filter((el) => paragraphOf(el) === p)
      .map((el) =>
        el.localName === 't'
          ? (el.textContent ?? '')
          : /^(tab|br)$/.test(el.localName ?? '')
            ? ' '
            : '',
      )
      .join('');
    if (text.trim() !== '') paragraphs.push(text.replace(/\s+/g, ' ').trim());
  }
  return paragraphs;
}

/**
 * The text of the page header or footer Word prints, which mammoth skips: each section's
 * default one (or, where a section has none, its first-page one), in order and without
 * repeats, its paragraphs joined with " | ". Empty when the document has none.
 */
export async function docxMarginText(docx: Buffer, kind: 'header' | 'footer'): Promise<string> {
  const zip = await JSZip.loadAsync(docx);
  const rels = await zip.file('word/_rels/document.xml.rels')?.async('string');
  const document = await zip.file('word/document.xml')?.async('string');
  if (rels === undefined || document === undefined) return '';
  const targets = new Map<string, string>();
  for (const relationship of Array.from(
    parseXml(rels).getElementsByTagNameNS('*', 'Relationship'),
  )) {
    const id = attribute(relationship, 'Id');
    const target = attribute(relationship, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `word/${target}`);
  }
  const chosen = new Set<string>();
  for (const section of wordElements(parseXml(document), ['sectPr'])) {
    const refs = wordElements(section, [`${kind}Reference`]).map((ref) => ({
      type: attribute(ref, 'type') ?? 'default',
      id: attribute(ref, 'id'),
    }));
    const ref = refs.find((r) => r.type === 'default') ?? refs.find((r) => r.type === 'first');
    if (ref?.id) chosen.add(ref.id);
  }
  const lines: string[] = [];
  for (const id of chosen) {
    const path = targets.get(id);
    const xml = path === undefined ? undefined : await zip.file(path)?.async('string');
    if (xml !== undefined) lines.push(...marginParagraphs(xml));
  }
  return lines.join(' | ');
}
