import type { Database } from '../db/database';
import { TaskLimitError, type LimitBreach, type TaskPool } from '../jobs/task-pool';
import type { JobHandler } from '../jobs/worker';
import { applicationPdfKey } from '../storage/object-keys';
import type { ObjectStore } from '../storage/object-store';
import { beginApplicationPdf, PDF_FAILED, settleApplicationPdf } from './application-pdfs';
import { buildApplicationPdf } from './build-application-pdf';
import { readPdfSource } from './pdf-source';

/** What the applicant is told when making their PDF went past one of the task limits. */
export const PDF_LIMIT_MESSAGES: Record<LimitBreach, string> = {
  time: 'We could not create the PDF of your application in time. Please contact help support for assistance.',
  memory:
    'We could not create the PDF of your application: it needs more memory than we have. Please contact help support for assistance.',
  output:
    'The PDF of your application would be too large. Please contact help support for assistance.',
};

/** Makes one application PDF; a result for a superseded request is deleted, not kept. */
export function applicationPdfJob(deps: {
  db: Database;
  store: ObjectStore;
  pool: TaskPool;
  now: () => Date;
}): JobHandler {
  const { db, store } = deps;
  return {
    async run(payload) {
      const id = String(payload.pdfId);
      const row = await beginApplicationPdf(db, id, deps.now());
      if (!row) return;
      const source = await readPdfSource(db, row.applicant_id, row.audience);
      if (!source) return;
      let pdf: Buffer;
      try {
        pdf = await buildApplicationPdf(source, store, deps.pool);
      } catch (error) {
        if (!(error instanceof TaskLimitError)) throw error;
        await settleApplicationPdf(
          db,
          id,
          { message: PDF_LIMIT_MESSAGES[error.limit] },
          deps.now(),
        );
        return;
      }
      const key = applicationPdfKey(row.applicant_id, id);
      await store.put(key, pdf, 'application/pdf');
      if (!(await settleApplicationPdf(db, id, { pdfKey: key }, deps.now())))
        await store.delete(key);
    },
    async giveUp(payload) {
      await settleApplicationPdf(db, String(payload.pdfId), { message: PDF_FAILED }, deps.now());
    },
  };
}
