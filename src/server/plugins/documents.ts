import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createWorker } from '../jobs/create-worker';
import type { Worker } from '../jobs/worker';
import { createObjectStore } from '../storage/create-object-store';
import type { ObjectStore } from '../storage/object-store';

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
    now: () => app.now(),
  });
  app.decorate('worker', worker);
  if (app.config.inProcessWorker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
