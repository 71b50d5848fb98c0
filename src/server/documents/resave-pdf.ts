import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFPage,
  StandardFonts,
} from 'pdf-lib';
import { DECRYPT, FLATTEN_FORMS, qpdf } from './qpdf';

export class UnreadablePdfError extends Error {
  constructor(readonly reason: 'encrypted' | 'broken') {
    super(reason === 'encrypted' ? 'The PDF is encrypted.' : 'The PDF cannot be read.');
  }
}

const ACTION_KEYS = [PDFName.of('A'), PDFName.of('AA')];

/**
 * Copying a page keeps its own dictionary, and with it the actions a reader runs when the page
 * opens (/AA) or a link or form field is used (an annotation's /A or /AA), JavaScript included.
 * The annotations themselves stay visible; only what they would do is dropped.
 */
function dropPageActions(page: PDFPage): void {
  page.node.delete(PDFName.of('AA'));
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  for (let i = 0; i < (annotations?.size() ?? 0); i++) {
    const annotation = annotations?.lookupMaybe(i, PDFDict);
    for (const key of ACTION_KEYS) annotation?.delete(key);
  }
}

/**
 * Copies every page into `out` with one copier, so objects that pages and the catalog share
 * (the layers of /OCProperties) stay one object, then carries the layer settings over: which
 * layers show and print is the author's, and without them a hidden scan layer prints.
 */
function copyPagesAndLayers(source: PDFDocument, out: PDFDocument): void {
  const copier = PDFObjectCopier.for(source.context, out.context);
  for (const page of source.getPages()) {
    const copied = copier.copy(page.node);
    out.addPage(PDFPage.of(copied, out.context.register(copied), out));
  }
  const layers = source.catalog.get(PDFName.of('OCProperties'));
  if (layers) out.catalog.set(PDFName.of('OCProperties'), copier.copy(layers));
}

/** Whether the trailer names an encryption dictionary (whose objects pdf-lib cannot read). */
async function isEncrypted(bytes: Buffer): Promise<boolean> {
  try {
    return (await PDFDocument.load(new Uint8Array(bytes), { ignoreEncryption: true })).isEncrypted;
  } catch {
    return false;
  }
}

export interface ResaveOptions {
  /** qpdf on PATH: decrypts what opens without a password and flattens filled forms. */
  qpdf: string | undefined;
  timeoutMs: number;
}

/**
 * Parses a PDF and copies its pages into a fresh document: what comes out is rebuilt by
 * pdf-lib, so document-level extras (scripts, attachments, open actions) are left behind, and
 * the pages' own actions are removed (dropPageActions). With qpdf, the file is first decrypted
 * (when no password is needed) and its form values flattened into the pages; without it, an
 * encrypted file is refused and form fields keep only the appearance their author saved.
 */
export async function resavePdf(input: Buffer, options: ResaveOptions): Promise<Buffer> {
  let source = await load(options.qpdf ? await run(options, input, DECRYPT) : input);
  if (options.qpdf && hasFormFields(source)) {
    await drawFieldAppearances(source);
    source = await load(await run(options, Buffer.from(await source.save()), FLATTEN_FORMS));
  }
  if (source.getPageCount() === 0) throw new UnreadablePdfError('broken');
  const out = await PDFDocument.create();
  try {
    // Before copying, so the action objects are not carried into the new file at all.
    for (const page of source.getPages()) dropPageActions(page);
    copyPagesAndLayers(source, out);
  } catch {
    throw new UnreadablePdfError('broken');
  }
  return Buffer.from(await out.save());
}

async function run(options: ResaveOptions, pdf: Buffer, args: string[]): Promise<Buffer> {
  const result = await qpdf(options.qpdf!, pdf, args, options.timeoutMs);
  if (!result.ok) throw new UnreadablePdfError(result.reason);
  return result.pdf;
}

async function load(bytes: Buffer): Promise<PDFDocument> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(new Uint8Array(bytes), {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch {
    throw new UnreadablePdfError((await isEncrypted(bytes)) ? 'encrypted' : 'broken');
  }
  if (source.isEncrypted) throw new UnreadablePdfError('encrypted');
  return source;
}

function hasFormFields(doc: PDFDocument): boolean {
  const form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  return (form?.lookupMaybe(PDFName.of('Fields'), PDFArray)?.size() ?? 0) > 0;
}

/**
 * Fields whose author left the drawing to the reader (/NeedAppearances: LibreOffice and
 * OpenOffice forms) get appearances drawn by pdf-lib, so flattening keeps what was typed. A
 * field pdf-lib cannot draw (a value outside its standard fonts, say) keeps what it had.
 */
async function drawFieldAppearances(doc: PDFDocument): Promise<void> {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (acroForm?.get(PDFName.of('NeedAppearances')) !== PDFBool.True) return;
  try {
    const form = doc.getForm();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const field of form.getFields()) {
      try {
        field.defaultUpdateAppearances(font);
      } catch {
        // left as the author saved it
      }
    }
  } catch {
    return; // a form pdf-lib cannot model at all: flattened as it is
  }
  acroForm.delete(PDFName.of('NeedAppearances'));
}
