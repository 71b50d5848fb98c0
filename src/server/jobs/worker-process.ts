import type { FastifyBaseLogger } from 'fastify';
import { onAnswersWritten } from '../application/answers-written';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { engineFollowsLive } from '../forms/engine-follows-live';
import { LiveForms } from '../forms/live-forms';
import { seedFormVersions } from '../forms/seed-form-versions';
import { createMailer } from '../mail/create-mailer';
import { refreshListingColumns } from '../staff/applications/listing-columns';
import { createObjectStore } from '../storage/create-object-store';
import { createWorker } from './create-worker';

export interface WorkerProcess {
  /** The live form version this process's engine answers with. */
  formVersion(): number;
  stop(): Promise<void>;
}

/**
 * What `npm run worker` runs in its own process: the job worker, with the engine following the
 * live form version as the servers' engines do (the school's name in a decision e-mail, the
 * staff list's columns a conversion's answers refresh; each PDF uses its own version).
 */
export async function startWorkerProcess(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<WorkerProcess> {
  await seedFormVersions(db, new Date());
  const liveForms = await LiveForms.load(db);
  const unfollow = engineFollowsLive(db, liveForms);
  liveForms.onChange(({ version }) => log.info({ formVersion: version }, 'form version live'));
  liveForms.start((error) => log.warn({ err: error }, 'reading the live form version failed'));
  // This process writes answers too (a conversion's): the staff list hears them as the server's.
  onAnswersWritten(refreshListingColumns);
  const worker = createWorker({
    db,
    store: await createObjectStore(config),
    config,
    log,
    mailer: createMailer(config, log),
  });
  worker.start();
  return {
    formVersion: () => liveForms.current().version,
    async stop() {
      liveForms.stop();
      unfollow();
      await worker.stop();
    },
  };
}
