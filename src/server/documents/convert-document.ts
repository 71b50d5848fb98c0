import { FILE_MAX_BYTES, FILE_MESSAGES, validateFile } from '../../engine';
import { docxToPdfJs } from './docx-to-pdf-js';
import { imageToPdf } from './image-to-pdf';
import { DOCX_LIMITS, inspectDocx } from './inspect-docx';
import { resavePdf, UnreadablePdfError } from './resave-pdf';
import { kindOfName, kindsAgree, MIME_OF_KIND, sniffFile } from './sniff-file';
import { sofficeToPdf } from './soffice';

export const CONVERSION_MESSAGES = {
  encryptedPdf: 'Your PDF is protected with a password. Please upload a copy without a password.',
  brokenPdf:
    'Your PDF could not be read. Please check the file, or save it again as a PDF, and upload it again.',
  brokenImage:
    'Your picture could not be read. Please save it again as a PNG or JPEG file and upload it again.',
  docxTooLarge:
    'Your Word document expands to more than we can process. Please save it as a PDF and upload that instead.',
  brokenDocx:
    'Your Word document could not be converted. Please save it as a PDF and upload that instead.',
} as const;

export interface ConversionOptions {
  /** Path of LibreOffice's soffice; without it DOCX goes through the pure-JS path. */
  soffice: string | undefined;
  sofficeTimeoutMs: number;
}

export type ConversionResult =
  | { ok: true; pdf: Buffer; method: 'image' | 'pdf' | 'mammoth' | 'soffice' }
  | { ok: false; message: string };

const fail = (message: string): ConversionResult => ({ ok: false, message });

/**
 * One uploaded file to one PDF. The file's own bytes decide what it is; its name must agree
 * (the spec's rules, via the engine) but never chooses the converter. Every refusal is a
 * message the applicant can act on.
 */
export async function convertDocument(
  bytes: Buffer,
  fileName: string,
  options: ConversionOptions,
): Promise<ConversionResult> {
  if (bytes.length === 0) return fail(FILE_MESSAGES.empty);
  if (bytes.length > FILE_MAX_BYTES) return fail(FILE_MESSAGES.tooLarge);
  const kind = sniffFile(bytes);
  const [ruleMessage] = validateFile({
    name: fileName,
    size: bytes.length,
    type: kind ? MIME_OF_KIND[kind] : 'unknown',
  });
  if (ruleMessage) return fail(ruleMessage);
  if (!kind || !kindsAgree(kind, kindOfName(fileName))) return fail(FILE_MESSAGES.wrongType);

  if (kind === 'png' || kind === 'jpeg') {
    try {
      return { ok: true, pdf: await imageToPdf(bytes, kind), method: 'image' };
    } catch {
      return fail(CONVERSION_MESSAGES.brokenImage);
    }
  }
  if (kind === 'pdf') {
    try {
      return { ok: true, pdf: await resavePdf(bytes), method: 'pdf' };
    } catch (error) {
      if (error instanceof UnreadablePdfError && error.reason === 'encrypted')
        return fail(CONVERSION_MESSAGES.encryptedPdf);
      return fail(CONVERSION_MESSAGES.brokenPdf);
    }
  }
  const check = inspectDocx(bytes, DOCX_LIMITS);
  if (!check.ok)
    return fail(
      check.reason === 'too-large' ? CONVERSION_MESSAGES.docxTooLarge : FILE_MESSAGES.wrongType,
    );
  try {
    if (options.soffice) {
      return {
        ok: true,
        pdf: await sofficeToPdf(options.soffice, bytes, options.sofficeTimeoutMs),
        method: 'soffice',
      };
    }
    return { ok: true, pdf: await docxToPdfJs(bytes), method: 'mammoth' };
  } catch {
    return fail(CONVERSION_MESSAGES.brokenDocx);
  }
}
