import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createWorker } from '../jobs/create-worker';
import type { Worker } from '../jobs/worker';
import { createObjectStore } from '../storage/create-object-store';
import type { ObjectStore } from '../storage/object-store';
import { ABANDONED_UPLOAD_MS, sweepAbandonedUploads } from '../storage/sweep-uploads';

declare module 'fastify' {
  interface FastifyInstance {
    objectStore: ObjectStore;
    /** The job worker; running in this process only when IN_PROCESS_WORKER is on. */
    worker: Worker;
  }
}

/**
 * Object storage and the job worker for the routes that need them. The worker is created
 * either way, so routes can `wake` it; it only takes jobs when started.
 */
export const documentsPlugin: FastifyPluginAsync = fp(async (app) => {
  // The app's clock signs policy deadlines, so the check at upload reads the same clock.
  const store = await createObjectStore(app.config, () => app.now().getTime());
  app.decorate('objectStore', store);
  const worker = createWorker({
    db: app.db,
    store,
    config: app.config,
    log: app.log,
    // The app's mail: the same outbox or SMTP, and the same daily cap per address.
    mailer: { send: async (message) => app.mail.send(message) },
    now: () => app.now(),
  });
  app.decorate('worker', worker);
  if (app.config.inProcessWorker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  if (store.kind === 'local') sweepUploadsRegularly(app);
});

/** The embedded store's clean-up of abandoned uploads: at start, then as often as they age. */
function sweepUploadsRegularly(app: FastifyInstance): void {
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweepAbandonedUploads({
      root: join(app.config.dataDir, 'objects'),
      db: app.db,
      now: app.now(),
    }).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'abandoned uploads deleted');
      },
      (error: unknown) => app.log.error({ err: error }, 'sweeping abandoned uploads failed'),
    );
  };
  const timer = setInterval(sweep, ABANDONED_UPLOAD_MS).unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
