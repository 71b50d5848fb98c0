import { FILE_MAX_BYTES, FILE_MESSAGES } from '../../engine';
import type { Database } from '../db/database';
import { convertInThread } from '../jobs/heavy-tasks';
import { TaskLimitError, type LimitBreach, type TaskPool } from '../jobs/task-pool';
import type { JobHandler } from '../jobs/worker';
import { convertedKey } from '../storage/object-keys';
import type { ObjectStore } from '../storage/object-store';
import {
  beginConversion,
  completeConversion,
  failConversion,
  type ConversionRow,
} from './conversions';
import type { ConversionOptions, ConversionResult } from './convert-document';

export const UPLOAD_MISSING = 'We did not receive your file. Please upload it again.';
export const CONVERSION_FAILED =
  'Your file could not be converted. Please try again, or upload it in another format.';

/** What the applicant is told when converting their file went past one of the task limits. */
export const CONVERSION_LIMIT_MESSAGES: Record<LimitBreach, string> = {
  time: 'Your file took too long to convert. Please save it as a PDF, or make it smaller, and upload it again.',
  memory:
    'Your file needs more memory to convert than we can give it. Please save it as a PDF, or make it smaller, and upload it again.',
  output:
    'Your file becomes too large when converted to PDF. Please make it smaller and upload it again.',
};

export interface ConversionJobDeps {
  db: Database;
  store: ObjectStore;
  /** The threads conversions run in, off the server's event loop. */
  pool: TaskPool;
  options: ConversionOptions;
  now: () => Date;
  /** Called with each finished conversion's duration, for logs and benchmarks. */
  onConverted?: (info: { method: string; ms: number; bytes: number }) => void;
}

/** The converter in a pool thread; a limit it breaks becomes a refusal with its message. */
async function convert(
  deps: ConversionJobDeps,
  bytes: Buffer,
  fileName: string,
): Promise<ConversionResult> {
  try {
    return await convertInThread(deps.pool, bytes, fileName, deps.options);
  } catch (error) {
    if (error instanceof TaskLimitError)
      return { ok: false, message: CONVERSION_LIMIT_MESSAGES[error.limit] };
    throw error;
  }
}

/**
 * Records a conversion's outcome. The upload is deleted either way; only the PDF is kept. A
 * result for a row that was deleted or replaced meanwhile is thrown away, so "delete during
 * conversion" leaves nothing behind.
 */
async function record(
  deps: ConversionJobDeps,
  row: ConversionRow,
  size: number,
  result: ConversionResult,
): Promise<void> {
  const { db, store } = deps;
  if (!result.ok) {
    await failConversion(db, row.id, result.message, deps.now());
    await store.delete(row.file_key);
    return;
  }
  const pdfKey = convertedKey(row.applicant_id, row.answer_key, row.id);
  await store.put(pdfKey, result.pdf, 'application/pdf');
  const kept = await completeConversion(db, row.id, pdfKey, size, deps.now());
  await store.delete(row.file_key);
  if (!kept) await store.delete(pdfKey);
}

/**
 * One conversion: the stored object's size first (S3-compatible stores may not enforce the
 * policy's range), then its bytes, then the converter, then the outcome is recorded.
 */
export function conversionJob(deps: ConversionJobDeps): JobHandler {
  const { db, store } = deps;
  return {
    async run(payload) {
      const id = String(payload.conversionId);
      const row = await beginConversion(db, id, deps.now());
      if (!row) return;
      const size = await store.size(row.file_key);
      const problem =
        size === undefined
          ? UPLOAD_MISSING
          : size === 0
            ? FILE_MESSAGES.empty
            : size > FILE_MAX_BYTES
              ? FILE_MESSAGES.tooLarge
              : undefined;
      if (problem !== undefined || size === undefined)
        return record(deps, row, 0, { ok: false, message: problem ?? UPLOAD_MISSING });
      const started = performance.now();
      const bytes = await store.get(row.file_key, FILE_MAX_BYTES);
      const result = await convert(deps, bytes, row.file_name);
      if (result.ok)
        deps.onConverted?.({
          method: result.method,
          ms: performance.now() - started,
          bytes: bytes.length,
        });
      await record(deps, row, size, result);
    },
    async giveUp(payload) {
      await failConversion(db, String(payload.conversionId), CONVERSION_FAILED, deps.now());
    },
  };
}
