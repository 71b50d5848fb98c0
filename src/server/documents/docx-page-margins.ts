import { Parser } from 'htmlparser2';
import JSZip from 'jszip';

const local = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Reads an XML part with htmlparser2's XML mode, by element names without their prefix. */
function readXml(
  xml: string,
  handlers: {
    open?: (name: string, attribs: Record<string, string>) => void;
    text?: (text: string) => void;
    close?: (name: string) => void;
  },
): void {
  const parser = new Parser(
    {
      onopentag: (name, attribs) => handlers.open?.(local(name), attribs),
      ontext: (text) => handlers.text?.(text),
      onclosetag: (name) => handlers.close?.(local(name)),
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
}

function attribute(attribs: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(attribs).find((k) => k === name || local(k) === name);
  return key === undefined ? undefined : attribs[key];
}

/** The paragraphs of one header or footer part, its text runs joined, tabs as spaces. */
function marginParagraphs(xml: string): string[] {
  const paragraphs: string[] = [];
  let paragraph = '';
  let inText = false;
  readXml(xml, {
    open: (name) => {
      if (name === 't') inText = true;
      else if (name === 'tab' || name === 'br') paragraph += ' ';
    },
    text: (text) => {
      if (inText) paragraph += text;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'p') {
        if (paragraph.trim() !== '') paragraphs.push(paragraph.replace(/\s+/g, ' ').trim());
        paragraph = '';
      }
    },
  });
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
  readXml(rels, {
    open: (name, attribs) => {
      const id = attribute(attribs, 'Id');
      const target = attribute(attribs, 'Target');
      if (name === 'Relationship' && id && target)
        targets.set(id, target.startsWith('/') ? target.slice(1) : `word/${target}`);
    },
  });
  const sections: { type: string; id: string }[][] = [[]];
  readXml(document, {
    open: (name, attribs) => {
      const id = attribute(attribs, 'id');
      if (name === `${kind}Reference` && id)
        sections[sections.length - 1]!.push({ type: attribute(attribs, 'type') ?? 'default', id });
    },
    close: (name) => {
      if (name === 'sectPr') sections.push([]);
    },
  });
  const chosen = new Set<string>();
  for (const refs of sections) {
    const ref = refs.find((r) => r.type === 'default') ?? refs.find((r) => r.type === 'first');
    if (ref) chosen.add(ref.id);
  }
  const lines: string[] = [];
  for (const id of chosen) {
    const path = targets.get(id);
    const xml = path === undefined ? undefined : await zip.file(path)?.async('string');
    if (xml !== undefined) lines.push(...marginParagraphs(xml));
  }
  return lines.join(' | ');
}
