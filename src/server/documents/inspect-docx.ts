import JSZip from 'jszip';
import { parseXml } from './parse-xml';

/** Limits that keep a small upload from expanding into a large amount of work (a zip bomb). */
export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export const DOCX_LIMITS: ZipLimits = { maxEntries: 1000, maxUncompressedBytes: 20 * 1024 * 1024 };

export type DocxCheck = { ok: true } | { ok: false; reason: 'not-docx' | 'too-large' | 'damaged' };

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PACKAGE_PARTS = ['[Content_Types].xml', '_rels/.rels'];
const WORD_MAIN =
  /wordprocessingml\.(document|template)\.main\+xml$|ms-word\.(document|template)\.macroEnabled/;
/** jszip's refusals of a ZIP that is whole but not one Word could have written. */
const NOT_WORDS_ZIP = /^Encrypted zip|^Corrupted zip : compression .* unknown/;

/**
 * The size an entry's central directory header declares. jszip keeps it, before anything is
 * inflated, on the entry's private `_data` (its CompressedObject, commented in jszip 3's
 * typings), read as a signed 32-bit number: 0xFFFFFF00 comes back as -256. An entry without
 * one counts as nothing declared; its real size is still counted when it is inflated.
 */
function declaredSize(entry: JSZip.JSZipObject): number {
  const size = (entry as { _data?: { uncompressedSize?: unknown } })._data?.uncompressedSize;
  if (typeof size !== 'number') return 0;
  return size < 0 ? size + 2 ** 32 : size;
}

/** Why jszip could not open the file: cut off or corrupted if it starts as a ZIP, else not one. */
function unreadable(bytes: Buffer, error: unknown): DocxCheck {
  if (error instanceof Error && NOT_WORDS_ZIP.test(error.message))
    return { ok: false, reason: 'not-docx' };
  const zip = bytes.subarray(0, LOCAL_HEADER.length).equals(LOCAL_HEADER);
  return { ok: false, reason: zip ? 'damaged' : 'not-docx' };
}

/** jszip's public `internalStream` (documented, missing from its typings): inflated chunks. */
type Streamable = { internalStream(type: 'nodebuffer'): JSZip.JSZipStreamHelper<Buffer> };

/**
 * Inflates one entry chunk by chunk (jszip yields to the event loop between chunks) and pauses
 * it as soon as more than `room` bytes came out: undefined then. Bytes are kept only if asked.
 */
function inflateWithin(
  entry: JSZip.JSZipObject,
  room: number,
  keep: boolean,
): Promise<{ size: number; content: Buffer } | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const stream = (entry as unknown as Streamable).internalStream('nodebuffer');
    stream
      .on('data', (chunk) => {
        if (over) return;
        size += chunk.length;
        if (size > room) {
          over = true;
          stream.pause();
          resolve(undefined);
        } else if (keep) chunks.push(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve({ size, content: Buffer.concat(chunks) }))
      .resume();
  });
}

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
 * Opens the ZIP with jszip, which reads only the central directory, and refuses too many
 * entries or too large a declared total before inflating anything. Then it really inflates
 * every entry under an output cap, so a header that lies about sizes cannot get past: the total
 * is what came out, not what was claimed (and jszip refuses an entry whose real size differs
 * from its header's: damaged). Only then may mammoth or LibreOffice open the file. It runs in a
 * conversion thread (jobs/heavy-tasks), never on the server's event loop; jszip also yields
 * between 16 KB pieces of input, though one such piece of a bomb inflates to about 16 MB.
 */
export async function inspectDocx(
  bytes: Buffer,
  limits: ZipLimits = DOCX_LIMITS,
): Promise<DocxCheck> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    return unreadable(bytes, error);
  }
  const entries = Object.values(zip.files);
  const declared = entries.reduce((total, entry) => total + declaredSize(entry), 0);
  if (entries.length > limits.maxEntries || declared > limits.maxUncompressedBytes)
    return { ok: false, reason: 'too-large' };
  const parts = new Map<string, Buffer>();
  let total = 0;
  try {
    for (const entry of entries) {
      const keep = PACKAGE_PARTS.includes(entry.name);
      const inflated = await inflateWithin(entry, limits.maxUncompressedBytes - total, keep);
      if (!inflated) return { ok: false, reason: 'too-large' };
      total += inflated.size;
      if (keep) parts.set(entry.name, inflated.content);
    }
  } catch {
    return { ok: false, reason: 'damaged' }; // deflate data that does not inflate
  }
  if (!zip.files['[Content_Types].xml']) return { ok: false, reason: 'not-docx' };
  if (zip.files['word/document.xml']) return { ok: true };
  let main: string | undefined;
  try {
    main = mainPart(parts);
  } catch {
    return { ok: false, reason: 'damaged' }; // package XML that does not parse
  }
  return main && zip.files[main] ? { ok: true } : { ok: false, reason: 'not-docx' };
}
