import { FILE_MAX_BYTES, FILE_MESSAGES, validateFile } from '../../engine';
import { acceptTrackedChanges } from './accept-tracked-changes';
import { CONVERSION_MESSAGES } from './conversion-messages';
import { docxToPdfJs } from './docx-to-pdf-js';
import { ImageError, imageToPdf } from './image-to-pdf';
import { DOCX_LIMITS, inspectDocx } from './inspect-docx';
import { findOnPath } from './run-tool';
import { resavePdf, UnreadablePdfError } from './resave-pdf';
import {
  foreignFormat,
  kindOfName,
  kindsAgree,
  looksLikeDamagedPng,
  sniffFile,
} from './sniff-file';
import { sofficeToPdf } from './soffice';

export { CONVERSION_MESSAGES };

export interface ConversionOptions {
  /** Path of LibreOffice's soffice; without it DOCX goes through the pure-JS path. */
  soffice: string | undefined;
  sofficeTimeoutMs: number;
  /**
   * Path of qpdf, which opens PDFs that need no password and flattens filled forms; found on
   * PATH when not given, and null to do without it.
   */
  qpdf?: string | null;
}

export type ConversionResult =
  | { ok: true; pdf: Buffer; method: 'image' | 'pdf' | 'mammoth' | 'soffice' }
  | { ok: false; message: string };

const fail = (message: string): ConversionResult => ({ ok: false, message });

const IMAGE_MESSAGES: Record<ImageError['reason'], string> = {
  damaged: CONVERSION_MESSAGES.damagedImage,
  unsupported: CONVERSION_MESSAGES.brokenImage,
  'too-many-pixels': CONVERSION_MESSAGES.tooManyPixels,
};

/** What to tell about a file that is not what its (allowed) name says. */
async function notWhatItSays(bytes: Buffer, fileName: string): Promise<string> {
  const format = await foreignFormat(bytes);
  if (format) return CONVERSION_MESSAGES[format];
  if (kindOfName(fileName) === 'png' && looksLikeDamagedPng(bytes))
    return CONVERSION_MESSAGES.damagedImage;
  return FILE_MESSAGES.wrongType;
}

async function convertDocx(bytes: Buffer, options: ConversionOptions): Promise<ConversionResult> {
  const check = await inspectDocx(bytes, DOCX_LIMITS);
  if (!check.ok) {
    if (check.reason === 'too-large') return fail(CONVERSION_MESSAGES.docxTooLarge);
    if (check.reason === 'damaged') return fail(CONVERSION_MESSAGES.damagedDocx);
    const format = await foreignFormat(bytes);
    return fail(format ? CONVERSION_MESSAGES[format] : FILE_MESSAGES.wrongType);
  }
  try {
    const accepted = await acceptTrackedChanges(bytes);
    if (options.soffice) {
      return {
        ok: true,
        pdf: await sofficeToPdf(options.soffice, accepted, options.sofficeTimeoutMs),
        method: 'soffice',
      };
    }
    return { ok: true, pdf: await docxToPdfJs(accepted), method: 'mammoth' };
  } catch {
    return fail(CONVERSION_MESSAGES.brokenDocx);
  }
}

/**
 * One uploaded file to one PDF. The file's own bytes decide what it is; its name must agree
 * (the spec's rules, via the engine) but never chooses the converter. Every refusal is a
 * message the applicant can act on: a format we do not take is named, a damaged file is called
 * damaged, and the spec's messages stay for the cases the spec names.
 */
export async function convertDocument(
  bytes: Buffer,
  fileName: string,
  options: ConversionOptions,
): Promise<ConversionResult> {
  if (bytes.length === 0) return fail(FILE_MESSAGES.empty);
  if (bytes.length > FILE_MAX_BYTES) return fail(FILE_MESSAGES.tooLarge);
  const [ruleMessage] = validateFile({ name: fileName, size: bytes.length });
  if (ruleMessage) return fail(ruleMessage);
  const kind = sniffFile(bytes);
  if (!kind) return fail(await notWhatItSays(bytes, fileName));
  if (!kindsAgree(kind, kindOfName(fileName))) return fail(FILE_MESSAGES.wrongType);

  if (kind === 'png' || kind === 'jpeg') {
    try {
      return { ok: true, pdf: await imageToPdf(bytes), method: 'image' };
    } catch (error) {
      return fail(
        error instanceof ImageError
          ? IMAGE_MESSAGES[error.reason]
          : CONVERSION_MESSAGES.damagedImage,
      );
    }
  }
  if (kind === 'pdf') {
    try {
      const qpdf = options.qpdf === undefined ? findOnPath('qpdf') : (options.qpdf ?? undefined);
      const pdf = await resavePdf(bytes, { qpdf, timeoutMs: options.sofficeTimeoutMs });
      return { ok: true, pdf, method: 'pdf' };
    } catch (error) {
      if (error instanceof UnreadablePdfError && error.reason === 'encrypted')
        return fail(CONVERSION_MESSAGES.encryptedPdf);
      return fail(CONVERSION_MESSAGES.brokenPdf);
    }
  }
  return convertDocx(bytes, options);
}
