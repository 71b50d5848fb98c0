import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage } from 'pdf-lib';

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
 * Parses a PDF and copies its pages into a fresh document: what comes out is rebuilt by
 * pdf-lib, so document-level extras (scripts, attachments, open actions) are left behind, and
 * the pages' own actions are removed (dropPageActions).
 */
export async function resavePdf(bytes: Buffer): Promise<Buffer> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(new Uint8Array(bytes), {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch (error) {
    // pdf-lib's EncryptedPDFError does not survive instanceof (ES5 subclass), so read its words.
    throw new UnreadablePdfError(
      /is encrypted/.test(String((error as Error).message)) ? 'encrypted' : 'broken',
    );
  }
  if (source.isEncrypted) throw new UnreadablePdfError('encrypted');
  const count = source.getPageCount();
  if (count === 0) throw new UnreadablePdfError('broken');
  const out = await PDFDocument.create();
  try {
    // Before copying, so the action objects are not carried into the new file at all.
    for (const page of source.getPages()) dropPageActions(page);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  } catch {
    throw new UnreadablePdfError('broken');
  }
  return Buffer.from(await out.save());
}
