import { FILE_MAX_BYTES, localizedSet, withDefinitions, withheldKeysFor } from '../../engine';
import { audienceGrants } from '../staff/need-to-know';
import { renderInThread } from '../jobs/heavy-tasks';
import type { TaskPool } from '../jobs/task-pool';
import type { ObjectStore } from '../storage/object-store';
import type { PdfAudience } from './application-pdfs';
import type { PdfSource } from './pdf-source';

/** Converted documents are rebuilt by us, so a little over the upload limit is the most they grow. */
const CONVERTED_MAX_BYTES = 20 * FILE_MAX_BYTES;

/**
 * Renders the application PDF from its source: the converted documents are fetched here, the
 * layout runs in a pool thread, off the server's event loop, with the form version's texts in
 * the application's language (issue 32). A copy for staff not granted every sensitive category
 * (issue 33) prints the line "withheld" for each question its form version marks with a category
 * not granted, and leaves out such a question's document.
 */
export async function buildApplicationPdf(
  source: PdfSource,
  audience: PdfAudience,
  store: ObjectStore,
  pool: TaskPool,
): Promise<Buffer> {
  const granted = audienceGrants(audience);
  const withheld = withDefinitions(source.definitions, () => withheldKeysFor(granted));
  const attachments = [];
  for (const attachment of source.attachments.filter((a) => !withheld.includes(a.key))) {
    const pdf = await store.get(attachment.pdfKey, CONVERTED_MAX_BYTES);
    attachments.push({ label: attachment.label, fileName: attachment.fileName, pdf });
  }
  const { definitions, ...rest } = source;
  const shown = await localizedSet(definitions, source.language);
  return renderInThread(pool, { ...rest, attachments, withheld, definitions: shown.files });
}
