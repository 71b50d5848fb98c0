import { FILE_MAX_BYTES } from '../../engine';
import type { ObjectStore } from '../storage/object-store';
import { renderApplicationPdf } from './application-document';
import type { PdfSource } from './pdf-source';

/** Converted documents are rebuilt by us, so a little over the upload limit is the most they grow. */
const CONVERTED_MAX_BYTES = 20 * FILE_MAX_BYTES;

/** Renders the application PDF from its source, fetching the converted documents from the store. */
export async function buildApplicationPdf(source: PdfSource, store: ObjectStore): Promise<Buffer> {
  const attachments = [];
  for (const attachment of source.attachments) {
    const pdf = await store.get(attachment.pdfKey, CONVERTED_MAX_BYTES);
    attachments.push({ label: attachment.label, fileName: attachment.fileName, pdf });
  }
  return renderApplicationPdf({ ...source, attachments });
}
