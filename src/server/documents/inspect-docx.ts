import { inflateRawSync } from 'node:zlib';
import { parseXml } from './parse-xml';

/** Limits that keep a small upload from expanding into a large amount of work (a zip bomb). */
export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export const DOCX_LIMITS: ZipLimits = { maxEntries: 1000, maxUncompressedBytes: 20 * 1024 * 1024 };

export type DocxCheck = { ok: true } | { ok: false; reason: 'not-docx' | 'too-large' | 'damaged' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const PACKAGE_PARTS = ['[Content_Types].xml', '_rels/.rels'];
const WORD_MAIN =
  /wordprocessingml\.(document|template)\.main\+xml$|ms-word\.(document|template)\.macroEnabled/;

/**
 * A Word package need not keep its text in word/document.xml: the package relationships name
 * the main part (officeDocument, transitional or strict), and the content types must call it
 * a Word document. Returns that part's name in the ZIP, or undefined.
 */
function mainPart(parts: Map<string, Buffer>): string | undefined {
  const rels = parts.get('_rels/.rels');
  const types = parts.get('[Content_Types].xml');
  if (!rels || !types) return undefined;
  const parse = (xml: Buffer) => parseXml(xml.toString('utf8'));
  const target = Array.from(parse(rels).getElementsByTagName('Relationship'))
    .find((r) => r.getAttribute('Type')?.endsWith('/officeDocument'))
    ?.getAttribute('Target');
  if (!target) return undefined;
  const name = target.replace(/^\//, '');
  const isWord = Array.from(parse(types).getElementsByTagName('Override')).some(
    (o) =>
      o.getAttribute('PartName') === `/${name}` &&
      WORD_MAIN.test(o.getAttribute('ContentType') ?? ''),
  );
  return isWord ? name : undefined;
}

/**
 * Reads a ZIP's central directory and really inflates every entry with an output cap, so a
 * header that lies about sizes cannot get past: the total is what came out, not what was
 * claimed. Only then may mammoth or LibreOffice open the file. DOCX never needs ZIP64.
 */
export function inspectDocx(zip: Buffer, limits: ZipLimits = DOCX_LIMITS): DocxCheck {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  // A ZIP that starts right but has no end record was cut off (an interrupted upload).
  if (eocd < 0 || eocd + 22 > zip.length || zip.readUInt32LE(eocd) !== EOCD)
    return { ok: false, reason: zip.readUInt32LE(0) === LOCAL ? 'damaged' : 'not-docx' };
  const count = zip.readUInt16LE(eocd + 10);
  if (count > limits.maxEntries) return { ok: false, reason: 'too-large' };
  let position = zip.readUInt32LE(eocd + 16);
  const names = new Set<string>();
  const parts = new Map<string, Buffer>();
  let total = 0;
  try {
    for (let i = 0; i < count; i++) {
      if (zip.readUInt32LE(position) !== CENTRAL) return { ok: false, reason: 'not-docx' };
      const flags = zip.readUInt16LE(position + 8);
      const method = zip.readUInt16LE(position + 10);
      const compressed = zip.readUInt32LE(position + 20);
      const declared = zip.readUInt32LE(position + 24);
      const nameLength = zip.readUInt16LE(position + 28);
      const extraLength = zip.readUInt16LE(position + 30);
      const commentLength = zip.readUInt16LE(position + 32);
      const local = zip.readUInt32LE(position + 42);
      const name = zip.subarray(position + 46, position + 46 + nameLength).toString('utf8');
      names.add(name);
      position += 46 + nameLength + extraLength + commentLength;

      if (flags & 0x1) return { ok: false, reason: 'not-docx' }; // encrypted entry
      if (zip.readUInt32LE(local) !== LOCAL) return { ok: false, reason: 'not-docx' };
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressed);
      const room = limits.maxUncompressedBytes - total;
      if (declared > room) return { ok: false, reason: 'too-large' };
      let content: Buffer;
      if (method === 0) content = data;
      else if (method === 8) content = inflateRawSync(data, { maxOutputLength: Math.max(room, 1) });
      else return { ok: false, reason: 'not-docx' };
      total += content.length;
      if (PACKAGE_PARTS.includes(name)) parts.set(name, content);
      if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'too-large' };
    }
  } catch (error) {
    // zlib refuses output past maxOutputLength with ERR_BUFFER_TOO_LARGE: the bomb case.
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      return { ok: false, reason: 'too-large' };
    }
    return { ok: false, reason: 'damaged' };
  }
  if (!names.has('[Content_Types].xml')) return { ok: false, reason: 'not-docx' };
  if (names.has('word/document.xml')) return { ok: true };
  let main: string | undefined;
  try {
    main = mainPart(parts);
  } catch {
    return { ok: false, reason: 'damaged' }; // package XML that does not parse
  }
  return main && names.has(main) ? { ok: true } : { ok: false, reason: 'not-docx' };
}
