import { FILE_MAX_BYTES, FILE_MESSAGES } from '../../engine';
import type { Database } from '../db/database';
import type { JobHandler } from '../jobs/worker';
import { convertedKey } from '../storage/object-keys';
import type { ObjectStore } from '../storage/object-store';
import { beginConversion, completeConversion, failConversion } from './conversions';
import type { ConversionOptions } from './convert-document';

export const UPLOAD_MISSING = 'We did not receive your file. Please upload it again.';
export const CONVERSION_FAILED =
  'Your file could not be converted. Please try again, or upload it in another format.';

export interface ConversionJobDeps {
  db: Database;
  store: ObjectStore;
  options: ConversionOptions;
  now: () => Date;
  /** Called with each finished conversion's duration, for logs and benchmarks. */
  onConverted?: (info: { method: string; ms: number; bytes: number }) => void;
}

/**
 * One conversion: the stored object's size first (S3-compatible stores may not enforce the
 * policy's range), then its bytes, then the converter. The upload is deleted afterwards either
 * way; only the PDF is kept. A result for a row that was deleted or replaced meanwhile is
 * thrown away, so "delete during conversion" leaves nothing behind.
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
      if (problem !== undefined || size === undefined) {
        await failConversion(db, id, problem ?? UPLOAD_MISSING, deps.now());
        await store.delete(row.file_key);
        return;
      }
      const started = performance.now();
      const bytes = await store.get(row.file_key, FILE_MAX_BYTES);
      // Loaded on the first conversion: pdf-lib and mammoth need not slow every server start.
      const { convertDocument } = await import('./convert-document');
      const result = await convertDocument(bytes, row.file_name, deps.options);
      if (!result.ok) {
        await failConversion(db, id, result.message, deps.now());
        await store.delete(row.file_key);
        return;
      }
      deps.onConverted?.({
        method: result.method,
        ms: performance.now() - started,
        bytes: bytes.length,
      });
      const pdfKey = convertedKey(row.applicant_id, row.answer_key, id);
      await store.put(pdfKey, result.pdf, 'application/pdf');
      const kept = await completeConversion(db, id, pdfKey, size, deps.now());
      await store.delete(row.file_key);
      if (!kept) await store.delete(pdfKey);
    },
    async giveUp(payload) {
      await failConversion(db, String(payload.conversionId), CONVERSION_FAILED, deps.now());
    },
  };
}
