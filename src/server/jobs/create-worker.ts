import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { conversionJob } from '../documents/conversion-job';
import { CONVERSION_JOB } from '../documents/conversions';
import { applicationPdfJob } from '../pdf/application-pdf-job';
import { APPLICATION_PDF_JOB } from '../pdf/application-pdfs';
import type { ObjectStore } from '../storage/object-store';
import { Worker } from './worker';

export interface WorkerDeps {
  db: Database;
  store: ObjectStore;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

/** The worker with every job kind wired in: used by the server and by `npm run worker`. */
export function createWorker({
  db,
  store,
  config,
  log,
  now = () => new Date(),
}: WorkerDeps): Worker {
  return new Worker({
    db,
    log,
    now,
    pollMs: config.documents.workerPollMs,
    // Longer than the slowest conversion may take, so a live job is never taken twice.
    leaseMs: config.documents.sofficeTimeoutMs + 60_000,
    handlers: {
      [CONVERSION_JOB]: conversionJob({
        db,
        store,
        now,
        options: {
          soffice: config.documents.soffice,
          sofficeTimeoutMs: config.documents.sofficeTimeoutMs,
        },
        onConverted: ({ method, ms, bytes }) =>
          log.info({ method, ms: Math.round(ms), bytes }, 'document converted'),
      }),
      [APPLICATION_PDF_JOB]: applicationPdfJob({ db, store, now }),
    },
  });
}
