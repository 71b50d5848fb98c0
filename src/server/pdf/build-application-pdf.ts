import { documentQuestions, FILE_MAX_BYTES, localizedSet, withDefinitions } from '../../engine';
import { renderInThread } from '../jobs/heavy-tasks';
import type { TaskPool } from '../jobs/task-pool';
import type { ObjectStore } from '../storage/object-store';
import type { PdfSource } from './pdf-source';

/** Converted documents are rebuilt by us, so a little over the upload limit is the most they grow. */
const CONVERTED_MAX_BYTES = 20 * FILE_MAX_BYTES;

/**
 * Renders the application PDF from its source: the converted documents are fetched here, the
 * layout runs in a pool thread, off the server's event loop, with the form version's texts in
 * the application's language (issue 32). A copy for staff not granted every sensitive category
 * (issue 33) prints the line "withheld" for each of the source's withheld questions (marked with a
 * category not granted by its own form version or the live one), and leaves out their documents.
 */
export async function buildApplicationPdf(
  source: PdfSource,
  store: ObjectStore,
  pool: TaskPool,
): Promise<Buffer> {
  const { withheld, definitions, ...rest } = source;
  const shown = await localizedSet(definitions, source.language);
  // Each document under its question's label in the copy's language.
  const labels = new Map(
    withDefinitions(shown, () => documentQuestions().map((q) => [q.key, q.label] as const)),
  );
  const attachments = [];
  for (const attachment of source.attachments.filter((a) => !withheld.includes(a.key))) {
    const pdf = await store.get(attachment.pdfKey, CONVERTED_MAX_BYTES);
    const label = labels.get(attachment.key) ?? attachment.label;
    attachments.push({ label, fileName: attachment.fileName, pdf });
  }
  return renderInThread(pool, { ...rest, attachments, withheld, definitions: shown.files });
}
