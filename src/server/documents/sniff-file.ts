import { fileTypeFromBuffer } from 'file-type';
import type { CONVERSION_MESSAGES } from './conversion-messages';

/** The kinds of file the product converts, decided by content, never by name. */
export type FileKind = 'png' | 'jpeg' | 'pdf' | 'docx';

export const MIME_OF_KIND: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The kind by magic bytes. PDF must start at byte 0 (readers accept it later in the file,
 * which is how polyglots hide; we do not). A ZIP is only a candidate DOCX here: the DOCX
 * check proper (word/document.xml present) happens when its entries are read.
 */
export function sniffFile(bytes: Buffer): FileKind | undefined {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) return 'docx';
  return undefined;
}

/** The kind a file name claims by its extension. */
export function kindOfName(name: string): FileKind | undefined {
  const extension = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'png' || extension === 'pdf' || extension === 'docx') return extension;
  return undefined;
}

/**
 * Content and name must tell the same story, except within pictures: a JPEG saved as .png is
 * common and harmless, but a "PDF" that is really a ZIP is refused.
 */
export function kindsAgree(content: FileKind, named: FileKind | undefined): boolean {
  if (named === undefined) return false;
  const family = (kind: FileKind): string => (kind === 'png' || kind === 'jpeg' ? 'image' : kind);
  return family(content) === family(named);
}

/** Formats people often save under an allowed name, each with a message that names it. */
const FOREIGN: Record<string, keyof typeof CONVERSION_MESSAGES> = {
  heic: 'heic',
  avif: 'avif',
  webp: 'webp',
  gif: 'gif',
  bmp: 'bmp',
  tif: 'tiff',
  cfb: 'doc', // OLE2 compound file: what Word 97-2003 saves
  odt: 'odt',
  rtf: 'rtf',
};

/**
 * For a file that is none of our kinds: which known format it is (file-type reads the
 * signatures), so the applicant hears "This is an iPhone HEIC photo" rather than a list of
 * extensions the name already has.
 */
export async function foreignFormat(
  bytes: Buffer,
): Promise<keyof typeof CONVERSION_MESSAGES | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? FOREIGN[found.ext] : undefined;
}

/** A PNG whose signature was damaged in transit (a byte changed, line ends rewritten). */
export function looksLikeDamagedPng(bytes: Buffer): boolean {
  return (
    bytes.subarray(1, 4).toString('latin1') === 'PNG' ||
    bytes.subarray(12, 16).toString('latin1') === 'IHDR'
  );
}
