import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { conversionJob } from '../documents/conversion-job';
import type { Mailer } from '../mail/mailer';
import { pageUrl } from '../routes/public/links';
import { decisionMailJob } from '../staff/review/decision-mail-job';
import { DECISION_MAIL_JOB } from '../staff/review/decisions';
import { CONVERSION_JOB } from '../documents/conversions';
import { applicationPdfJob } from '../pdf/application-pdf-job';
import { APPLICATION_PDF_JOB } from '../pdf/application-pdfs';
import { SUBMIT_WEBHOOK_JOB } from '../staff/webhook/deliveries';
import { submitWebhookJob } from '../staff/webhook/webhook-job';
import type { ObjectStore } from '../storage/object-store';
import { HEAVY_TASKS } from './heavy-tasks';
import { TaskPool } from './task-pool';
import { Worker } from './worker';

export interface WorkerDeps {
  db: Database;
  store: ObjectStore;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Sends the e-mails jobs send (a decision's release). */
  mailer: Mailer;
  now?: () => Date;
}

/**
 * The worker with every job kind wired in: used by the server and by `npm run worker`. Jobs
 * run their heavy part in a pool of JOB_THREADS threads, and as many jobs run at once.
 */
export function createWorker({
  db,
  store,
  config,
  log,
  mailer,
  now = () => new Date(),
}: WorkerDeps): Worker {
  const { threads, limits } = config.jobs;
  const pool = new TaskPool({
    size: threads,
    limits,
    tasks: HEAVY_TASKS,
    // libvips must stay loaded in the main thread, or a thread that used sharp can crash the
    // process as it exits (lovell/sharp#2263).
    preload: () => import('sharp'),
  });
  return new Worker({
    db,
    log,
    now,
    pollMs: config.documents.workerPollMs,
    // Longer than a task may take, so a live job is never taken twice.
    leaseMs: limits.timeoutMs + 60_000,
    concurrency: threads,
    onStop: () => pool.close(),
    handlers: {
      [CONVERSION_JOB]: conversionJob({
        db,
        store,
        pool,
        now,
        options: {
          soffice: config.documents.soffice,
          sofficeTimeoutMs: config.documents.sofficeTimeoutMs,
        },
        onConverted: ({ method, ms, bytes }) =>
          log.info({ method, ms: Math.round(ms), bytes }, 'document converted'),
      }),
      [APPLICATION_PDF_JOB]: applicationPdfJob({ db, store, pool, now }),
      [SUBMIT_WEBHOOK_JOB]: submitWebhookJob({ db, config: config.submitWebhook, now }),
      [DECISION_MAIL_JOB]: decisionMailJob({
        db,
        mailer,
        loginUrl: (language) => pageUrl(config, language, '/login'),
        now,
      }),
    },
  });
}
