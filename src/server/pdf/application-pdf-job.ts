import type { Database } from '../db/database';
import type { JobHandler } from '../jobs/worker';
import { applicationPdfKey } from '../storage/object-keys';
import type { ObjectStore } from '../storage/object-store';
import { beginApplicationPdf, PDF_FAILED, settleApplicationPdf } from './application-pdfs';
import { readPdfSource } from './pdf-source';

/** Makes one application PDF; a result for a superseded request is deleted, not kept. */
export function applicationPdfJob(deps: {
  db: Database;
  store: ObjectStore;
  now: () => Date;
}): JobHandler {
  const { db, store } = deps;
  return {
    async run(payload) {
      const id = String(payload.pdfId);
      const row = await beginApplicationPdf(db, id, deps.now());
      if (!row) return;
      const source = await readPdfSource(db, row.applicant_id);
      if (!source) return;
      // Loaded on the first PDF: pdf-lib need not slow every server start.
      const { buildApplicationPdf } = await import('./build-application-pdf');
      const pdf = await buildApplicationPdf(source, store);
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
